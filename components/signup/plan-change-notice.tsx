import type { SignupPlan } from "@/lib/accounts/signup/page";
import { fillWords, wordParts } from "@/lib/site/words";
import type { FlowWords } from "./checkout-words";

type Props = {
  companyName: string;
  registeredPlan: SignupPlan;
  chosenPlan: SignupPlan | null;
  onPayRegistered: () => void;
  onRegisterAnother: () => void;
  /** content/interface-words.yaml's notice and buttons. */
  words: Pick<FlowWords, "planChange" | "noPlan" | "payForRegistered" | "registerAnother">;
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
  words,
}: Props) {
  return (
    <div role="status" className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        {wordParts(words.planChange, {
          companyName: (
            <strong key="company" className="break-words">
              {companyName}
            </strong>
          ),
          registeredPlan: planLabel(registeredPlan),
          chosenPlan: chosenPlan ? planLabel(chosenPlan) : words.noPlan,
        })}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <button type="button" onClick={onPayRegistered} className={linkButton}>
          {fillWords(words.payForRegistered, { registeredPlan: planLabel(registeredPlan) })}
        </button>
        <button type="button" onClick={onRegisterAnother} className={linkButton}>
          {words.registerAnother}
        </button>
      </div>
    </div>
  );
}
