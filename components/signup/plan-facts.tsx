import { billingPeriodLabel, formatCount, formatPlanPrice, formatUserLimit } from "@/lib/billing/plans/format";
import type { SignupPlan } from "@/lib/accounts/signup/page";
import { annualNoteFor } from "@/lib/billing/plans/order-summary";
import { chargesGst, GST_NOTE } from "@/lib/billing/tax/gst";
import type { PlanFactWords } from "./checkout-words";

type Props = { plan: SignupPlan; testIdPrefix: string; wide?: boolean; words: PlanFactWords };

/** A plan's price per month or year, billing cycle, users and AI tokens: shared by 'Selected Plan' and checkout. */
export function PlanFacts({ plan, testIdPrefix, wide = false, words }: Props) {
  const period = plan.billing_cycle === "Yearly" ? "year" : "month";
  const annualNote = annualNoteFor(plan);
  return (
    <>
      <p className="mt-2 flex items-baseline gap-1">
        <span className="text-2xl font-extrabold tracking-tight text-ink" data-testid={`${testIdPrefix}-price`}>
          {formatPlanPrice(plan.price, plan.currency)}
        </span>
        {plan.price > 0 ? (
          <span className="text-sm font-medium text-slate-600">
            <span aria-hidden="true">{billingPeriodLabel(plan.billing_cycle)}</span>
            <span className="sr-only">per {period}</span>
          </span>
        ) : null}
        {plan.price > 0 && chargesGst(plan.currency) ? (
          <span className="text-sm text-slate-600" data-testid={`${testIdPrefix}-tax`}>
            {GST_NOTE}
          </span>
        ) : null}
      </p>
      {annualNote ? (
        <p className="mt-1 text-sm text-slate-600" data-testid={`${testIdPrefix}-annual`}>
          {annualNote}
        </p>
      ) : null}
      <dl
        className={`mt-3 text-sm text-slate-700 ${wide ? "grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-3" : "space-y-1"}`}
      >
        <div>
          <dt className="inline font-medium">{words.planBillingCycle} </dt>
          <dd className="inline" data-testid={`${testIdPrefix}-cycle`}>
            {plan.billing_cycle}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{words.planUsers} </dt>
          <dd className="inline">{formatUserLimit(plan.user_limit, plan.currency)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{words.planAiTokens} </dt>
          <dd className="inline">
            {formatCount(plan.ai_tokens_limit, plan.currency)}/{period}
          </dd>
        </div>
      </dl>
    </>
  );
}
