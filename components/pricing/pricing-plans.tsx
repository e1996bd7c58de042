import { maxAnnualSavings } from "@/lib/billing/plans/savings";
import type { BillingCycle, PlansByCycle } from "@/lib/billing/plans/types";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";

type Props = { plans: PlansByCycle; /** The radio group's name: one per page. */ name?: string };

// The chosen cycle's plans and the saving, by CSS alone: the group's checked input decides what shows (class names
// written out in full, so Tailwind finds them).
const GRID: Record<BillingCycle, string> = {
  Monthly: "grid group-has-[input[value=Yearly]:checked]/plans:hidden",
  Yearly: "hidden group-has-[input[value=Yearly]:checked]/plans:grid",
};
const SAVING_SHOWN = "hidden group-has-[input[value=Yearly]:checked]/plans:inline";

/**
 * Both cycles are rendered on the server and arrive with the page; the toggle's radio inputs show one of them, so
 * switching is instant and needs no JavaScript. The page is regenerated every minute ([region]/layout.tsx), which is
 * how a changed catalog reaches it: the browser fetches no plans, so there is never a loading or error state beside
 * prices already shown.
 */
export function PricingPlans({ plans, name = "billing-cycle" }: Props) {
  const savings = maxAnnualSavings(plans.Monthly.plans, plans.Yearly.plans);
  return (
    <div className="group/plans">
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <BillingToggle name={name} />
        <p aria-live="polite" className="h-7 text-sm font-semibold text-emerald-700">
          {savings > 0 ? (
            <span className={`${SAVING_SHOWN} rounded-full bg-emerald-50 px-3 py-1 ring-1 ring-inset ring-emerald-200`}>
              Save Up To {savings}%
            </span>
          ) : null}
        </p>
      </div>
      {(["Monthly", "Yearly"] as const).map((cycle) => (
        <div key={cycle} className={`${GRID[cycle]} mt-12 gap-6 sm:grid-cols-2 lg:grid-cols-4`}>
          {plans[cycle].plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      ))}
    </div>
  );
}
