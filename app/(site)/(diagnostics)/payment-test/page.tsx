import { DiagnosticPage, diagnosticMetadata } from "../diagnostic-page";
import { DiagnosticTable } from "@/components/diagnostics/diagnostic-table";
import { regionPayments, type RegionPayment } from "@/lib/billing/diagnostics/payment-test";
import { gatewayFacts } from "@/lib/billing/gateways";
import { formatPlanPrice } from "@/lib/billing/plans/format";

const TITLE = "Payment integration test";

export const generateMetadata = diagnosticMetadata({
  title: TITLE,
  description: "Which gateway each region pays through, and what it would charge.",
  path: "/payment-test",
});

const MODE_LABELS: Record<RegionPayment["mode"], string> = {
  live: "Live",
  sandbox: "Sandbox (test mode)",
  off: "Off (no keys, sandbox not allowed)",
};
const MINOR_UNITS: Record<string, string> = { USD: "cents", INR: "paise" };

/** Per region: the gateway, how it runs, and the amount it would be asked to charge for the sample plan. */
export default function PaymentTestPage() {
  return (
    <DiagnosticPage
      title={TITLE}
      text="Which gateway each region pays through, whether it runs live or in the sandbox, and what it would be asked to charge."
    >
      <DiagnosticTable
        label="Payment gateways by region"
        headings={["Region", "Gateway", "Mode", "Sample plan", "Amount charged"]}
        rows={regionPayments().map((row) => ({
          key: row.countryCode,
          cells: [
            <>
              {row.region} ({row.countryCode})
            </>,
            gatewayFacts(row.gateway).summary,
            MODE_LABELS[row.mode],
            <>
              {row.planName}, {row.billingCycle}
            </>,
            <>
              {row.amount} {row.currency} ({MINOR_UNITS[row.currency] ?? "minor units"}) ={" "}
              {formatPlanPrice(row.amount / 100, row.currency)}
            </>,
          ],
        }))}
      />
      <p className="mt-6 text-sm text-slate-600">
        Amounts are priced by the payment routes&apos; own server code from the plan catalog. This page creates no
        payment: that needs a registration in the visitor&apos;s session.
      </p>
    </DiagnosticPage>
  );
}
