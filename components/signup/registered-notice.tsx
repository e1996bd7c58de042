import type { InterfaceWords } from "@/lib/content/interface-words";
import type { RegisteredSignup } from "@/lib/accounts/signup/page";
import { wordParts } from "@/lib/site/words";

type Props = {
  registered: RegisteredSignup;
  signInUrl: string;
  /** content/interface-words.yaml's notice, its link's words and the words for no plan. */
  words: Pick<InterfaceWords["signup"], "registeredNotice" | "signInLink" | "noPlan">;
};

/**
 * Above the form when this browser already registered a company and a plan was chosen since (pricing's buttons):
 * the plan of a registered company changes in the app, and the form below registers another company.
 */
export function RegisteredNotice({ registered, signInUrl, words }: Props) {
  const plan = registered.plan ? `${registered.plan.plan_name} (${registered.plan.billing_cycle})` : words.noPlan;
  return (
    <div className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        {wordParts(words.registeredNotice, {
          companyName: (
            <strong key="company" className="break-words">
              {registered.client_name}
            </strong>
          ),
          plan,
          signIn: (
            <a
              key="sign-in"
              href={signInUrl}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {words.signInLink}
            </a>
          ),
        })}
      </p>
    </div>
  );
}
