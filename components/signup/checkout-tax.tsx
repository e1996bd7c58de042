import { formatPlanPrice } from "@/lib/plans/format";
import type { TaxBreakdown } from "@/lib/tax/gst";

/** The India checkout's total: the plan price, each GST line for the billing state, and what is charged. */
export function CheckoutTax({ tax }: { tax: TaxBreakdown }) {
  const money = (minor: number) => formatPlanPrice(minor / 100, tax.currency);
  return (
    <dl className="space-y-1 rounded-xl border border-slate-200 p-4 text-sm text-slate-700" data-testid="checkout-tax">
      <div className="flex justify-between">
        <dt>Plan price</dt>
        <dd>{money(tax.taxable)}</dd>
      </div>
      {tax.lines.map((line) => (
        <div key={line.kind} className="flex justify-between">
          <dt>
            {line.kind} ({line.ratePercent}%)
          </dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-1 font-semibold text-ink">
        <dt>Total to pay</dt>
        <dd data-testid="checkout-total">{money(tax.total)}</dd>
      </div>
    </dl>
  );
}
