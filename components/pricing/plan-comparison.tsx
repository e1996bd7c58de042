import { comparisonRows } from "@/lib/billing/plans/comparison";
import { billingPeriodLabel, formatCount, formatPlanPrice, formatUserLimit } from "@/lib/billing/plans/format";
import type { Plan } from "@/lib/billing/plans/types";
import type { PricingWords } from "@/lib/content/interface-words";
import type { SiteCopy } from "@/lib/content/site-copy-schema";

/** The table's words (content/pricing-page.yaml); its feature rows are the plans' words. */
export type ComparisonWords = Omit<SiteCopy["pricingPage"]["compare"], "heading" | "text">;

// The label column stays put while the plans scroll under it on a narrow screen; its edge shows where they pass.
const STICKY = "sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-slate-200)]";

/**
 * Every plan side by side: price, users, AI tokens and each feature. On a narrow screen the table scrolls sideways
 * under its label column, and says so.
 */
export function PlanComparison({
  monthly,
  yearly,
  words,
  labels,
}: {
  monthly: Plan[];
  yearly: Plan[];
  words: ComparisonWords;
  /** What screen readers hear of the table (content/interface-words.yaml). */
  labels: PricingWords;
}) {
  const yearlyPrice = (plan: Plan) => yearly.find((other) => other.plan_id === plan.plan_id)?.price;
  const limits = [
    [words.monthlyPrice, (plan: Plan) => formatPrice(plan.price, plan.currency, "Monthly")],
    [words.annualPrice, (plan: Plan) => formatPrice(yearlyPrice(plan), plan.currency, "Yearly")],
    [words.users, (plan: Plan) => formatUserLimit(plan.user_limit, plan.currency)],
    [words.aiTokens, (plan: Plan) => formatCount(plan.ai_tokens_limit, plan.currency)],
  ] as const;
  const rows = [
    ...limits.map(([feature, value]) => ({ feature, included: monthly.map(value) })),
    ...comparisonRows(monthly),
  ];
  return (
    <div>
      <p className="mb-3 flex items-center gap-2 text-sm font-medium text-slate-600 md:hidden">
        <span aria-hidden="true">↔</span> {words.swipeHint}
      </p>
      {/* relative: keeps the sr-only labels (absolutely positioned) inside the scroll box, not widening the page.
          Its own name: the section around it is already the "Compare plans" landmark (axe landmark-unique). */}
      <div
        className="relative overflow-x-auto rounded-2xl ring-1 ring-slate-200"
        tabIndex={0}
        role="region"
        aria-label={labels.comparisonTable}
      >
        <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-sm">
          <caption className="sr-only">{labels.comparisonCaption}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={`${STICKY} bg-slate-50 p-4 font-semibold text-ink`}>
                {words.featureColumn}
              </th>
              {monthly.map((plan) => (
                <th key={plan.id} scope="col" className="p-4 font-semibold text-ink">
                  {plan.plan_name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row, index) => (
              <ComparisonLine key={index} label={row.feature} values={row.included} labels={labels} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function formatPrice(price: number | undefined, currency: string, cycle: "Monthly" | "Yearly") {
  if (price === undefined) return "–";
  return price === 0 ? "Free" : `${formatPlanPrice(price, currency)}${billingPeriodLabel(cycle)}`;
}

function ComparisonLine({
  label,
  values,
  labels,
}: {
  label: string;
  values: (string | boolean)[];
  labels: Pick<PricingWords, "included" | "notIncluded">;
}) {
  return (
    <tr>
      <th scope="row" className={`${STICKY} w-32 bg-white p-4 font-medium text-slate-700 sm:w-auto`}>
        {label}
      </th>
      {values.map((value, index) => (
        <td key={index} className="p-4 text-slate-700">
          {typeof value === "string" ? (
            value
          ) : value ? (
            <span className="font-semibold text-emerald-700">
              ✓<span className="sr-only">{` ${labels.included}`}</span>
            </span>
          ) : (
            <span className="text-slate-500">
              –<span className="sr-only">{` ${labels.notIncluded}`}</span>
            </span>
          )}
        </td>
      ))}
    </tr>
  );
}
