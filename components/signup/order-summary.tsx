import { orderSummaryRows, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";

type Props = { order: OrderSummaryInput; title?: string; testId?: string };

/**
 * One order as the checkout, the completion page and /payment-status show it (the receipt mail prints the same rows
 * as text): plan, cycle, the annual equivalent, each tax line, the total and, once paid, reference, date, renewal and
 * invoice link.
 */
export function OrderSummary({ order, title = "Order summary", testId = "order-summary" }: Props) {
  const rows = orderSummaryRows(order);
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 p-4 text-sm text-slate-700">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <dl className="mt-2 space-y-1" data-testid={testId}>
        {rows.map((row) => (
          <div
            key={row.key}
            className={`flex flex-wrap justify-between gap-x-4 ${row.strong ? "border-t border-slate-200 pt-1 font-semibold text-ink" : ""}`}
          >
            <dt>{row.label}</dt>
            <dd className="text-right" data-testid={`${testId}-${row.key}`}>
              {row.href ? (
                <a href={row.href} className="font-semibold text-brand-700 underline underline-offset-2">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
