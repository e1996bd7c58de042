import type { SignupPlan } from "@/lib/accounts/signup/page";
import type { PlanFactWords } from "./checkout-words";
import { PlanFacts } from "./plan-facts";

/** The checkout's plan summary: name, price per year or month, billing cycle, users, AI tokens. */
export function CheckoutSummary({ plan, words }: { plan: SignupPlan; words: PlanFactWords }) {
  return (
    <section aria-labelledby="checkout-plan-title" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 id="checkout-plan-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Plan summary
      </h3>
      <p className="mt-1 text-lg font-bold text-ink" data-testid="checkout-plan-name">
        {plan.plan_name}
      </p>
      <PlanFacts plan={plan} testIdPrefix="checkout-plan" words={words} />
    </section>
  );
}
