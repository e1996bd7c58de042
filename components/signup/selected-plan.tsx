import { billingPeriodLabel, formatCount, formatPlanPrice } from "@/lib/plans/format";
import type { SignupPlan } from "@/lib/clients/signup-page";

/** The 'Selected Plan' info box: rendered on the server and handed to the form island as a slot. */
export function SelectedPlan({ plan }: { plan: SignupPlan }) {
  const price = formatPlanPrice(plan.price, plan.currency);
  const period = plan.billing_cycle === "Yearly" ? "year" : "month";
  return (
    <section aria-labelledby="selected-plan-title" className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="selected-plan-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          Selected Plan
        </h3>
        <p className="text-lg font-bold text-ink" data-testid="selected-plan-name">
          {plan.plan_name}
        </p>
      </div>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-2xl font-extrabold tracking-tight text-ink" data-testid="selected-plan-price">
          {price}
        </span>
        {plan.price > 0 ? (
          <span className="text-sm font-medium text-slate-600">
            <span aria-hidden="true">{billingPeriodLabel(plan.billing_cycle)}</span>
            <span className="sr-only">per {period}</span>
          </span>
        ) : null}
      </p>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-3">
        <div>
          <dt className="inline font-medium">Billing cycle: </dt>
          <dd className="inline" data-testid="selected-plan-cycle">
            {plan.billing_cycle}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Users: </dt>
          <dd className="inline">up to {formatCount(plan.user_limit)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">AI tokens: </dt>
          <dd className="inline">
            {formatCount(plan.ai_tokens_limit)}/{period}
          </dd>
        </div>
      </dl>
    </section>
  );
}
