import type { SignupPlan } from "@/lib/accounts/signup/page";
import type { PlanFactWords } from "./checkout-words";
import { PlanFacts } from "./plan-facts";

/** The 'Selected Plan' info box: rendered on the server and handed to the form island as a slot. */
export function SelectedPlan({ plan, words }: { plan: SignupPlan; words: PlanFactWords }) {
  return (
    <section
      aria-labelledby="selected-plan-title"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id="selected-plan-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          Selected Plan
        </h3>
        <p className="text-lg font-bold text-ink" data-testid="selected-plan-name">
          {plan.plan_name}
        </p>
      </div>
      <PlanFacts plan={plan} testIdPrefix="selected-plan" wide words={words} />
    </section>
  );
}
