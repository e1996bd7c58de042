import type { SignupPlan } from "@/lib/clients/signup-page";

type Props = { companyName: string; registeredPlan: SignupPlan; chosenPlan: SignupPlan | null; onPayRegistered: () => void };

const planLabel = (plan: SignupPlan) => `${plan.plan_name} (${plan.billing_cycle})`;

/**
 * Above the form when this browser's unpaid registration had another plan than the one chosen now (the visitor went
 * back to pricing): submitting switches it; the button goes back to paying for the plan it has.
 */
export function PlanChangeNotice({ companyName, registeredPlan, chosenPlan, onPayRegistered }: Props) {
  return (
    <div role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        <strong className="break-words">{companyName}</strong> is registered with {planLabel(registeredPlan)}, which is waiting for payment.
        Continue below to switch it to {chosenPlan ? planLabel(chosenPlan) : "no plan"} instead.
      </p>
      <button type="button" onClick={onPayRegistered} className="mt-2 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Pay for {planLabel(registeredPlan)}
      </button>
    </div>
  );
}
