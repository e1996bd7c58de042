import { counterpartPlan, findCatalogPlan, listCatalogPlans } from "@/lib/billing/plans/catalog";
import type { BillingCycle } from "@/lib/billing/plans/types";
import type { SignupPlan } from "@/lib/accounts/signup/page";

type Props = {
  idPrefix: string;
  plan: SignupPlan;
  disabled: boolean;
  /** Asks the server to switch the registration to this catalog id (it prices it; nothing else is sent). */
  onChoose: (planId: number) => void;
  /** What the last change did, read out by the live region: 'Your plan is now Starter (Yearly).' */
  announcement: string;
  /** The control's legend (content/signup.yaml). */
  title: string;
};

const selectClasses =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ink shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100";

/**
 * Beside the checkout's plan summary: another paid plan or the other billing cycle, without leaving the checkout
 * (docs/buying.md, Changing plan or cycle in the checkout). The choices are the catalog's paid plans in the
 * registration's currency; the server reprices the order.
 */
export function CheckoutPlanChoice({ idPrefix, plan, disabled, onChoose, announcement, title }: Props) {
  const catalogPlan = findCatalogPlan(plan.id);
  const { plans } = listCatalogPlans({
    country_code: plan.currency === "INR" ? "IN" : "US",
    billing_cycle: plan.billing_cycle,
  });
  const paidPlans = plans.filter((candidate) => candidate.price > 0);
  if (!catalogPlan || paidPlans.length === 0) return null;
  const chooseCycle = (cycle: BillingCycle) => {
    const other = counterpartPlan(catalogPlan, cycle);
    if (other && other.id !== plan.id) onChoose(other.id);
  };
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-700">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${idPrefix}-plan`} className="block text-sm font-medium text-slate-800">
            Plan
          </label>
          <select
            id={`${idPrefix}-plan`}
            value={plan.id}
            disabled={disabled}
            onChange={(event) => onChoose(Number(event.target.value))}
            className={selectClasses}
          >
            {paidPlans.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.plan_name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-cycle`} className="block text-sm font-medium text-slate-800">
            Billing cycle
          </label>
          <select
            id={`${idPrefix}-cycle`}
            value={plan.billing_cycle}
            disabled={disabled}
            onChange={(event) => chooseCycle(event.target.value as BillingCycle)}
            className={selectClasses}
          >
            <option value="Monthly">Monthly</option>
            <option value="Yearly">Yearly</option>
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-2 text-sm text-slate-700">
        {announcement}
      </p>
    </fieldset>
  );
}
