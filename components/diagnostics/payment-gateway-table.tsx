import type { RegionPayment } from "@/lib/billing/diagnostics/payment-test";
import { gatewayFacts } from "@/lib/billing/gateways";
import { formatPlanPrice } from "@/lib/billing/plans/format";

const MODE_LABELS: Record<RegionPayment["mode"], string> = {
  live: "Live",
  sandbox: "Sandbox (test mode)",
  off: "Off (no keys, sandbox not allowed)",
};
const MINOR_UNITS: Record<string, string> = { USD: "cents", INR: "paise" };

/** Per region: the gateway, how it runs, and the amount it would be asked to charge for the sample plan. */
export function PaymentGatewayTable({ rows }: { rows: RegionPayment[] }) {
  return (
    <div
      className="overflow-x-auto rounded-2xl ring-1 ring-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Payment gateways by region"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50">
          <tr>
            {["Region", "Gateway", "Mode", "Sample plan", "Amount charged"].map((label) => (
              <th key={label} scope="col" className="p-3 font-semibold text-ink">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white">
          {rows.map((row) => (
            <tr key={row.countryCode}>
              <th scope="row" className="p-3 font-semibold">
                {row.region} ({row.countryCode})
              </th>
              <td className="p-3">{gatewayFacts(row.gateway).summary}</td>
              <td className="p-3">{MODE_LABELS[row.mode]}</td>
              <td className="p-3">
                {row.planName}, {row.billingCycle}
              </td>
              <td className="p-3">
                {row.amount} {row.currency} ({MINOR_UNITS[row.currency] ?? "minor units"}) ={" "}
                {formatPlanPrice(row.amount / 100, row.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
