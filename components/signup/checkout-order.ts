import { supplier } from "@/lib/billing/supplier";
import { annualNoteFor, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";
import type { Plan } from "@/lib/billing/plans/types";
import { computeTax, GST_RATE_PERCENT } from "@/lib/billing/tax/gst";

/**
 * The order the checkout shows before paying, priced as the server prices it (catalog price plus GST for India).
 * Before an Indian buyer has chosen a state the GST is one line: its total is 18 % either way.
 */
export function checkoutOrder(
  plan: Pick<Plan, "id" | "plan_id" | "plan_name" | "price" | "currency" | "billing_cycle">,
  indianState: string | undefined,
): OrderSummaryInput {
  const tax = computeTax({
    taxable: Math.round(plan.price * 100),
    currency: plan.currency,
    buyerStateCode: indianState || undefined,
    supplierStateCode: supplier.stateCode,
  });
  const taxLines =
    tax.lines.length > 0 && !indianState
      ? [{ label: `GST (${GST_RATE_PERCENT}%)`, amount: tax.tax }]
      : tax.lines.map((line) => ({ label: `${line.kind} (${line.ratePercent}%)`, amount: line.amount }));
  return {
    planName: plan.plan_name,
    cycle: plan.billing_cycle,
    currency: tax.currency,
    subtotal: tax.taxable,
    taxLines,
    total: tax.total,
    annualNote: annualNoteFor(plan),
  };
}
