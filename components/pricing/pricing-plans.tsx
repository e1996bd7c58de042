"use client";

import { useState } from "react";
import { maxAnnualSavings } from "@/lib/plans/savings";
import type { BillingCycle, PlansByCycle } from "@/lib/plans/types";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";

type Props = { plans: PlansByCycle };

/**
 * Both cycles arrive with the page, so switching is instant. The page is regenerated every minute ([region]/layout.tsx),
 * which is how a changed catalog reaches it: the browser fetches no plans, so there is never a loading or error state
 * beside prices already shown.
 */
export function PricingPlans({ plans }: Props) {
  const [cycle, setCycle] = useState<BillingCycle>("Monthly");
  const shown = plans[cycle].plans;
  const savings = maxAnnualSavings(plans.Monthly.plans, plans.Yearly.plans);

  return (
    <div>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
        <BillingToggle cycle={cycle} onChange={setCycle} />
        <p aria-live="polite" className="h-7 text-sm font-semibold text-emerald-700">
          {cycle === "Yearly" && savings > 0 ? (
            <span className="rounded-full bg-emerald-50 px-3 py-1 ring-1 ring-inset ring-emerald-200">Save Up To {savings}%</span>
          ) : null}
        </p>
      </div>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </div>
  );
}
