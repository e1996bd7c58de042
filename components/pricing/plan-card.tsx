import { buttonClasses } from "@/components/ui/button-link";
import { planBadge } from "@/lib/billing/plans/badges";
import { planFeatures } from "@/lib/billing/plans/features";
import { billingPeriodLabel, formatCount, formatPlanPrice, formatUserLimit } from "@/lib/billing/plans/format";
import { annualNoteFor } from "@/lib/billing/plans/order-summary";
import type { Plan } from "@/lib/billing/plans/types";
import { chargesGst, GST_NOTE } from "@/lib/billing/tax/gst";
import { PlanLink } from "./plan-link";
import { TalkToSales } from "./talk-to-sales-link";

/** One plan, rendered on the server; only its signup link is client code (plan-link.tsx). */
export function PlanCard({ plan }: { plan: Plan }) {
  const badge = planBadge(plan.plan_name);
  const free = plan.price === 0;
  const href = `/signup?${new URLSearchParams({ plan: String(plan.id), billing_cycle: plan.billing_cycle })}`;
  const period = plan.billing_cycle === "Yearly" ? "year" : "month";
  const annualNote = annualNoteFor(plan);

  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${badge === "Most Popular" ? "ring-2 ring-brand-600" : "ring-slate-200"}`}
    >
      {badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
          {badge}
        </p>
      ) : null}
      <h3 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.plan_name}
      </h3>
      {plan.description ? <p className="mt-1 min-h-10 text-sm text-slate-600">{plan.description}</p> : null}
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink">{formatPlanPrice(plan.price, plan.currency)}</span>
        {free ? null : (
          <span className="text-sm font-medium text-slate-600">{billingPeriodLabel(plan.billing_cycle)}</span>
        )}
      </p>
      {!free && chargesGst(plan.currency) ? <p className="text-sm text-slate-600">{GST_NOTE}</p> : null}
      {annualNote ? <p className="text-sm text-slate-600">{annualNote}</p> : null}
      {/* The default feature list (docs/product.md section 9) already starts with the limits. */}
      {plan.features.length > 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          {formatUserLimit(plan.user_limit, plan.currency)} · {formatCount(plan.ai_tokens_limit, plan.currency)} AI
          tokens/
          {period}
        </p>
      ) : null}
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
        {planFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 size-4 shrink-0 text-brand-600"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.1-9.1-1.2-1.2z" />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      <PlanLink
        selected={{
          plan: plan.plan_name,
          price: plan.price,
          currency: plan.currency,
          billing_cycle: plan.billing_cycle,
        }}
        href={href}
        className={`${buttonClasses(badge === "Most Popular" ? "primary" : "secondary")} mt-6 w-full`}
      >
        {free ? "Start Free" : "Get Started"}
        <span className="sr-only"> with {plan.plan_name}</span>
      </PlanLink>
      {plan.plan_name.toLowerCase().includes("enterprise") ? <TalkToSales /> : null}
    </article>
  );
}
