import { useId, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { SignupPlan } from "@/lib/accounts/signup/page";
import { wordParts } from "@/lib/site/words";
import type { FlowWords } from "./checkout-words";
import { StepHeading } from "./step-heading";

type Props = {
  companyName: string;
  /** The free plan the account has now. */
  currentPlan: SignupPlan | null;
  plan: SignupPlan;
  planSummary?: ReactNode;
  onContinue: () => void;
  onRegisterAnother: () => void;
  /** content/interface-words.yaml's title, text and button ("Continue to Payment" is the product's own). */
  words: Pick<FlowWords, "upgradeTitle" | "upgradeOffer" | "registerAnother">;
};

const linkButton = "text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * In place of the form when this browser's company is on a free plan and a paid one was chosen since (pricing's
 * buttons, the success screen's 'Go to Pricing'): upgrade that account, paying here, rather than register it again.
 */
export function UpgradeOffer({
  companyName,
  currentPlan,
  plan,
  planSummary,
  onContinue,
  onRegisterAnother,
  words,
}: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <StepHeading id={titleId}>
          {wordParts(words.upgradeTitle, {
            companyName: (
              <span key="company" className="break-words">
                {companyName}
              </span>
            ),
            planName: plan.plan_name,
          })}
        </StepHeading>
        <p className="mt-2 text-slate-700">
          {wordParts(words.upgradeOffer, {
            companyName: (
              <strong key="company" className="break-words">
                {companyName}
              </strong>
            ),
            // The catalog's name of the free plan, when the account's plan is not known here.
            fromPlan: currentPlan?.plan_name ?? "Free",
            planName: plan.plan_name,
            billingCycle: plan.billing_cycle,
          })}
        </p>
      </div>
      {planSummary}
      <button type="button" onClick={onContinue} className={`${buttonClasses("primary")} w-full`}>
        Continue to Payment
      </button>
      <button type="button" onClick={onRegisterAnother} className={linkButton}>
        {words.registerAnother}
      </button>
    </section>
  );
}
