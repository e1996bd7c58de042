import type { ReactNode } from "react";

type Row = { key: string; cells: readonly ReactNode[] };

/** A diagnostic page's table: named, scrolling sideways on a narrow screen; each row's first cell is its header. */
export function DiagnosticTable({ label, headings, rows }: { label: string; headings: string[]; rows: Row[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-slate-200" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="p-3 font-semibold text-ink">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map(({ key, cells: [header, ...cells] }) => (
            <tr key={key}>
              <th scope="row" className="p-3 font-semibold">
                {header}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className="p-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
