type Props = { branch?: string; commit?: string };

/**
 * Tells staff they are on a preview deployment, that its payments are test payments (every gateway is the sandbox in
 * a preview, lib/billing/gateways/modes.ts), and which deployment: server-rendered, no script. Fixed in the bottom-left corner,
 * clear of the header and of the scroll-to-top button; clicks pass through it, the space under the footer lets the
 * page's end scroll above it, and the page's scroll padding (app/layout.tsx) keeps focused controls clear of it.
 */
export function PreviewRibbon({ branch, commit }: Props) {
  return (
    <>
      <div aria-hidden="true" className="h-14 bg-slate-950" />
      <aside
        aria-label="Preview deployment"
        className="pointer-events-none fixed bottom-3 left-3 z-50 flex max-w-[calc(100vw-6.5rem)] items-center gap-2 rounded-full bg-amber-300 px-3 py-1.5 text-xs font-semibold text-slate-950 shadow-lg ring-1 ring-amber-500"
      >
        {/* The spaces keep the words apart for a screen reader; the flex gap lays them out. */}
        <span className="uppercase tracking-wide">Preview</span>{" "}
        <span className="shrink-0 whitespace-nowrap font-medium">Test payments</span>{" "}
        {branch ? <span className="min-w-0 truncate font-medium">{branch}</span> : null}{" "}
        {commit ? <span className="font-mono font-medium">{commit}</span> : null}
      </aside>
    </>
  );
}
