import type { SignupPlan } from "@/lib/accounts/signup/page";

type Props = {
  companyName: string;
  registeredPlan: SignupPlan;
  chosenPlan: SignupPlan | null;
  onPayRegistered: () => void;
  onRegisterAnother: () => void;
};

const planLabel = (plan: SignupPlan) => `${plan.plan_name} (${plan.billing_cycle})`;
const linkButton = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * Above the form when this browser's unpaid registration had another plan than the one chosen now (the visitor went
 * back to pricing): submitting switches it; the buttons go back to paying for the plan it has, or to an empty form.
 * Only the plan changes: the registration's details are in the form, read-only.
 */
export function PlanChangeNotice({
  companyName,
  registeredPlan,
  chosenPlan,
  onPayRegistered,
  onRegisterAnother,
}: Props) {
  return (
    <div role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        <strong className="break-words">{companyName}</strong> is registered with {planLabel(registeredPlan)}, which is
        waiting for payment. Continue below to switch it to {chosenPlan ? planLabel(chosenPlan) : "no plan"} instead.
        Its details stay as registered.
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <button type="button" onClick={onPayRegistered} className={linkButton}>
          Pay for {planLabel(registeredPlan)}
        </button>
        <button type="button" onClick={onRegisterAnother} className={linkButton}>
          Register a different company instead
        </button>
      </div>
    </div>
  );
}
