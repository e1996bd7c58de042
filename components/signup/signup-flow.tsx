"use client";

import dynamic from "next/dynamic";
import { track } from "@vercel/analytics";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { SYNC_WARNING, type CompletionAnswer } from "@/lib/accounts/companies/messages";
import type {
  PendingSignup,
  RegisteredSignup,
  SignupAnswer,
  SignupPlan,
  SignupValues,
} from "@/lib/accounts/signup/page";
import type { OrderSummaryInput } from "@/lib/billing/plans/order-summary";
import type { BillingInput } from "@/lib/billing/tax/billing-rules";
import { SignupForm, type RegisterAction, type Registered } from "./signup-form";
import type { PaymentModes } from "./checkout-api";
import type { CheckoutWords } from "./checkout-words";
import { PendingNotice } from "./pending-notice";
import { PlanChangeNotice } from "./plan-change-notice";
import { CompletingPanel } from "./step-panels";
import { paymentFailedEvent, paymentStartedEvent, registrationEvent, type SignupEvent } from "./signup-events";
import type { ResendAction } from "./resend-email";
import { SuccessPanel } from "./success-panel";
import { UpgradeOffer } from "./upgrade-offer";
import { appLoginUrl } from "@/lib/site/app-urls";

// The checkout (its card form, validation and gateway loaders) is needed only after a paid plan's registration.
const Checkout = dynamic(() => import("./checkout").then((module) => module.Checkout));

const report = ([name, props]: SignupEvent) => track(name, props);

/**
 * Who pays: the client just registered (its API key is known once, now), one resumed from the session, or the
 * session's ready account on a free plan, upgrading (upgradeFrom: that plan's name).
 */
type Paying = { pending: PendingSignup; apiKey?: string; resumed: boolean; upgradeFrom?: string };

type Step =
  | { name: "form" }
  | { name: "upgrade"; registered: RegisteredSignup; plan: SignupPlan }
  | { name: "payment"; paying: Paying }
  | { name: "completing" }
  | {
      name: "success";
      email: string;
      apiKey?: string;
      syncFailed: boolean;
      paid: boolean;
      upgrade?: { companyName: string; planName: string };
      order?: OrderSummaryInput;
    }
  | { name: "registered"; registered: RegisteredSignup };

type Props = {
  register: RegisterAction;
  complete: () => Promise<CompletionAnswer>;
  resend: ResendAction;
  initialValues: SignupValues;
  plan: SignupPlan | null;
  planSummary?: ReactNode;
  idempotencyKey: string;
  phoneHint: string;
  appUrl: string;
  /** The visitor's detected country: the checkout's starting country. */
  country: string;
  /** The visitor's language (Accept-Language): the checkout names countries in it. */
  locale?: string;
  /** Which payment gateways are live, in the sandbox, or off (from the server's configuration). */
  paymentModes: PaymentModes;
  /** The payment step's words, read on the server. */
  checkoutWords: CheckoutWords;
  /** The session's registered client whose paid plan still awaits payment: the page opens at its payment step. */
  resume?: PendingSignup | null;
  /** The visitor has chosen another plan than resume's since: the page opens at the form, to switch to `plan`. */
  resumeChangesPlan?: boolean;
  /** The session's registered client whose account is ready (a reload after success): the page says so. */
  registered?: RegisteredSignup | null;
  /** The session's ready account on a free plan, and `plan` a paid one chosen since: the page offers the upgrade. */
  upgrade?: RegisteredSignup | null;
  /** What `registered` bought (or 'Free plan'): its completion page shows it again after a reload. */
  registeredOrder?: OrderSummaryInput | null;
  /** The billing details of `resume`'s last payment attempt (typed in any browser): its checkout starts with them. */
  resumeBilling?: { clientId: number; billing: Required<BillingInput> } | null;
  /** Switches the session's unpaid registration to another paid plan, priced on the server (absent: no control). */
  changePlan?: (payload: { plan_id: number }) => Promise<SignupAnswer>;
};

/** docs/product.md section 4's signup states: form → (payment) → completing → success. */
export function SignupFlow({
  register,
  complete,
  resend,
  plan,
  appUrl,
  country,
  locale,
  paymentModes,
  resume,
  resumeChangesPlan,
  registered,
  upgrade,
  registeredOrder,
  resumeBilling,
  changePlan,
  idempotencyKey,
  initialValues,
  checkoutWords,
  ...formProps
}: Props) {
  const router = useRouter();
  const switching = resume && resumeChangesPlan ? resume : null;
  const [step, setStep] = useState<Step>(() =>
    initialStep(resume, switching, registered, upgrade && plan ? { registered: upgrade, plan } : null),
  );
  // Each form shown gets its own idempotency key, so another company is never answered with an earlier one.
  const [formRound, setFormRound] = useState(1);

  async function finish(email: string, apiKey: string | undefined, paid = false, upgraded?: Paying) {
    setStep({ name: "completing" });
    let answer: CompletionAnswer;
    try {
      answer = await complete();
    } catch {
      answer = { success: false, code: "unavailable", error: "unreachable" };
    }
    // The account exists either way; a sync that did not happen is the warning, with the API key (known here since
    // registering, or kept by the server for a payment resumed after a reload).
    const key = apiKey ?? (answer.success ? answer.apiKey : undefined);
    const upgrade = upgraded?.upgradeFrom
      ? { companyName: upgraded.pending.client_name, planName: upgraded.pending.plan.plan_name }
      : undefined;
    setStep({
      name: "success",
      email,
      apiKey: key,
      syncFailed: !answer.success || answer.sync === "failed",
      paid,
      upgrade,
      order: answer.success ? answer.order : undefined,
    });
  }

  function startUpgrade({ registered, plan }: { registered: RegisteredSignup; plan: SignupPlan }) {
    const { client_id, client_name, contact_name, contact_email, contact_phone } = registered;
    const pending = { client_id, client_name, contact_name, contact_email, contact_phone, plan };
    setStep({
      name: "payment",
      paying: { pending, resumed: false, upgradeFrom: registered.plan?.plan_name ?? "Free" },
    });
  }

  function registeredStep(registered: Registered, typed: SignupValues) {
    report(registrationEvent(plan));
    const { id, api_key, client_name, contact_email, contact_phone } = registered.data;
    if (!registered.requires_payment || !plan) return void finish(contact_email, api_key);
    const pending = {
      client_id: id,
      client_name,
      contact_name: typed.contact_name,
      contact_email,
      contact_phone,
      plan,
    };
    setStep({ name: "payment", paying: { pending, apiKey: api_key, resumed: false } });
  }

  function planChanged(paying: Paying, pending: PendingSignup) {
    setStep({ name: "payment", paying: { ...paying, pending } });
    // A reload resumes the plan the server now has, not the one this page was opened with (which would offer a switch).
    window.history.replaceState(
      null,
      "",
      `/signup?plan=${pending.plan.id}&billing_cycle=${pending.plan.billing_cycle}`,
    );
  }

  function registerAnother() {
    setFormRound((round) => round + 1);
    setStep({ name: "form" });
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {step.name === "form" && switching && formRound === 1 ? (
        <PlanChangeNotice
          companyName={switching.client_name}
          registeredPlan={switching.plan}
          chosenPlan={plan}
          onPayRegistered={() => setStep({ name: "payment", paying: { pending: switching, resumed: true } })}
          onRegisterAnother={registerAnother}
          words={checkoutWords.signup}
        />
      ) : null}
      {step.name === "upgrade" ? (
        <UpgradeOffer
          companyName={step.registered.client_name}
          currentPlan={step.registered.plan}
          plan={step.plan}
          planSummary={formProps.planSummary}
          onContinue={() => startUpgrade(step)}
          onRegisterAnother={registerAnother}
          words={checkoutWords.signup}
        />
      ) : null}
      {step.name === "form" ? (
        <SignupForm
          key={formRound}
          register={register}
          plan={plan}
          // The registration being switched, ready to submit again (only its terms box to tick).
          initialValues={switching && formRound === 1 ? valuesOf(switching) : initialValues}
          idempotencyKey={formRound > 1 ? `${idempotencyKey}-${formRound}` : idempotencyKey}
          onRegistered={registeredStep}
          onResume={(pending) => setStep({ name: "payment", paying: { pending, resumed: true } })}
          onReady={(email) => void finish(email, undefined)}
          focusHeading={formRound > 1}
          detailsLocked={Boolean(switching && formRound === 1)}
          signInUrl={appLoginUrl(appUrl)}
          words={checkoutWords.signup}
          country={country}
          {...formProps}
        />
      ) : null}
      {step.name === "payment" ? (
        <Checkout
          clientId={step.paying.pending.client_id}
          plan={step.paying.pending.plan}
          customer={customerOf(step.paying.pending)}
          detectedCountry={country}
          locale={locale}
          modes={paymentModes}
          words={checkoutWords}
          onStart={() => report(paymentStartedEvent(step.paying.pending.plan))}
          onError={(message) => report(paymentFailedEvent(step.paying.pending.plan, message))}
          onSuccess={() => void finish(step.paying.pending.contact_email, step.paying.apiKey, true, step.paying)}
          onCancel={() => router.push("/pricing")}
          upgradeFrom={step.paying.upgradeFrom}
          // An upgrade's plan is the one chosen on /pricing: its account is ready, there is no registration to switch.
          changePlan={step.paying.upgradeFrom ? undefined : changePlan}
          onPlanChanged={(pending) => planChanged(step.paying, pending)}
          savedBilling={resumeBilling?.clientId === step.paying.pending.client_id ? resumeBilling.billing : undefined}
          notice={
            step.paying.resumed ? (
              <PendingNotice
                companyName={step.paying.pending.client_name}
                onRegisterAnother={registerAnother}
                words={checkoutWords.signup}
              />
            ) : undefined
          }
        />
      ) : null}
      {step.name === "completing" ? <CompletingPanel text={checkoutWords.signup.completing} /> : null}
      {step.name === "registered" ? (
        <SuccessPanel
          email={step.registered.contact_email}
          companyName={step.registered.client_name}
          appUrl={appUrl}
          planSelected={step.registered.paid || plan !== null}
          paymentSucceeded={step.registered.paid}
          resend={resend}
          onRegisterAnother={registerAnother}
          order={registeredOrder}
          words={checkoutWords.signup}
        />
      ) : null}
      {step.name === "success" ? (
        <SuccessPanel
          email={step.email}
          appUrl={appUrl}
          planSelected={step.paid || plan !== null}
          paymentSucceeded={step.paid}
          resend={step.upgrade ? undefined : resend}
          upgrade={step.upgrade}
          order={step.order}
          warning={step.syncFailed ? { message: SYNC_WARNING, apiKey: step.apiKey } : undefined}
          apiKey={step.upgrade ? undefined : step.apiKey}
          words={checkoutWords.signup}
        />
      ) : null}
    </div>
  );
}

function initialStep(
  resume: PendingSignup | null | undefined,
  switching: PendingSignup | null,
  registered: RegisteredSignup | null | undefined,
  upgrade: { registered: RegisteredSignup; plan: SignupPlan } | null,
): Step {
  if (resume && !switching) return { name: "payment", paying: { pending: resume, resumed: true } };
  if (upgrade) return { name: "upgrade", ...upgrade };
  if (registered) return { name: "registered", registered };
  return { name: "form" };
}

function valuesOf({ client_name, contact_name, contact_email, contact_phone }: PendingSignup): SignupValues {
  return { client_name, contact_name, contact_email, contact_phone, acceptTerms: false };
}

function customerOf({ client_name, contact_name, contact_email, contact_phone }: PendingSignup) {
  return { companyName: client_name, contactName: contact_name, email: contact_email, phone: contact_phone };
}
