"use client";

import { useState } from "react";
import { maxAnnualSavings } from "@/lib/plans/savings";
import type { BillingCycle, PlansByCycle } from "@/lib/plans/types";
import { BillingToggle } from "./billing-toggle";
import { PlanCard } from "./plan-card";
import { PlansError } from "./plans-error";
import { usePlans } from "./use-plans";

type Props = { countryCode: string; initial: PlansByCycle };

/** Both cycles arrive prerendered, so switching is instant; SWR refreshes them from the plans API. */
export function PricingPlans({ countryCode, initial }: Props) {
  const [cycle, setCycle] = useState<BillingCycle>("Monthly");
  const monthly = usePlans(countryCode, "Monthly", initial.Monthly);
  const yearly = usePlans(countryCode, "Yearly", initial.Yearly);
  const current = cycle === "Monthly" ? monthly : yearly;
  const plans = current.data?.plans ?? [];
  const savings = maxAnnualSavings(monthly.data?.plans ?? [], yearly.data?.plans ?? []);

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
      {current.error ? (
        <PlansError
          message={current.error instanceof Error ? current.error.message : "Could not load plans."}
          retrying={current.isValidating}
          onRetry={() => current.mutate()}
        />
      ) : null}
      {plans.length === 0 && current.isLoading ? (
        <div role="status" className="mt-12 flex justify-center">
          <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
          <span className="sr-only">Loading plans...</span>
        </div>
      ) : (
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      )}
    </div>
  );
}
