import type { RegisteredSignup } from "@/lib/accounts/signup/page";

type Props = { registered: RegisteredSignup; signInUrl: string };

/**
 * Above the form when this browser already registered a company and a plan was chosen since (pricing's buttons):
 * the plan of a registered company changes in the app, and the form below registers another company.
 */
export function RegisteredNotice({ registered, signInUrl }: Props) {
  const plan = registered.plan ? `${registered.plan.plan_name} (${registered.plan.billing_cycle})` : "no plan";
  return (
    <div className="mb-6 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
      <p>
        <strong className="break-words">{registered.client_name}</strong> is already registered from this browser, with{" "}
        {plan}. To change its plan,{" "}
        <a href={signInUrl} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          sign in to the LeadFlow app
        </a>
        . To register another company, fill in the form below.
      </p>
    </div>
  );
}
