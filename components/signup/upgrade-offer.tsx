import { useId, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import type { SignupPlan } from "@/lib/accounts/signup/page";
import { StepHeading } from "./step-heading";

type Props = {
  companyName: string;
  /** The free plan the account has now. */
  currentPlan: SignupPlan | null;
  plan: SignupPlan;
  planSummary?: ReactNode;
  onContinue: () => void;
  onRegisterAnother: () => void;
};

const linkButton = "text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

/**
 * In place of the form when this browser's company is on a free plan and a paid one was chosen since (pricing's
 * buttons, the success screen's 'Go to Pricing'): upgrade that account, paying here, rather than register it again.
 */
export function UpgradeOffer({ companyName, currentPlan, plan, planSummary, onContinue, onRegisterAnother }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-5">
      <div>
        <StepHeading id={titleId}>
          Upgrade <span className="break-words">{companyName}</span> to {plan.plan_name}
        </StepHeading>
        <p className="mt-2 text-slate-700">
          <strong className="break-words">{companyName}</strong> is registered with the{" "}
          {currentPlan?.plan_name ?? "Free"} plan. Pay for {plan.plan_name} ({plan.billing_cycle}) to upgrade it: its
          account, login and API key stay as they are.
        </p>
      </div>
      {planSummary}
      <button type="button" onClick={onContinue} className={`${buttonClasses("primary")} w-full`}>
        Continue to Payment
      </button>
      <button type="button" onClick={onRegisterAnother} className={linkButton}>
        Register a different company instead
      </button>
    </section>
  );
}
