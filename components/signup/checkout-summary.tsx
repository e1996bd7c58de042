import { billingPeriodLabel, formatCount, formatPlanPrice } from "@/lib/plans/format";
import type { SignupPlan } from "@/lib/clients/signup-page";

/** The checkout's plan summary: name, price per year or month, billing cycle, users, AI tokens. */
export function CheckoutSummary({ plan }: { plan: SignupPlan }) {
  const period = plan.billing_cycle === "Yearly" ? "year" : "month";
  return (
    <section aria-labelledby="checkout-plan-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="checkout-plan-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Plan summary
      </h3>
      <p className="mt-1 text-lg font-bold text-ink" data-testid="checkout-plan-name">
        {plan.plan_name}
      </p>
      <p className="mt-1 flex items-baseline gap-1">
        <span className="text-2xl font-extrabold tracking-tight text-ink" data-testid="checkout-plan-price">
          {formatPlanPrice(plan.price, plan.currency)}
        </span>
        <span className="text-sm font-medium text-slate-600">
          <span aria-hidden="true">{billingPeriodLabel(plan.billing_cycle)}</span>
          <span className="sr-only">per {period}</span>
        </span>
      </p>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium">Billing cycle: </dt>
          <dd className="inline" data-testid="checkout-plan-cycle">
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
