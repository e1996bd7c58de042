"use client";

import dynamic from "next/dynamic";
import { track } from "@vercel/analytics";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { SYNC_WARNING, type CompletionAnswer } from "@/lib/clients/messages";
import type { SignupPlan, SignupValues } from "@/lib/clients/signup-page";
import { SignupForm, type RegisterAction, type Registered } from "./signup-form";
import type { PaymentModes } from "./checkout-api";
import { CompletingPanel } from "./step-panels";
import { paymentFailedEvent, paymentStartedEvent, registrationEvent, type SignupEvent } from "./signup-events";
import type { ResendAction } from "./resend-email";
import { SuccessPanel } from "./success-panel";

// The checkout (its card form, validation and gateway loaders) is needed only after a paid plan's registration.
const Checkout = dynamic(() => import("./checkout").then((module) => module.Checkout));

const report = ([name, props]: SignupEvent) => track(name, props);

type Step =
  | { name: "form" }
  | { name: "payment"; registered: Registered }
  | { name: "completing"; registered: Registered }
  | { name: "success"; registered: Registered; syncFailed: boolean; paid: boolean };

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
  /** Which payment gateways are live, in the sandbox, or off (from the server's configuration). */
  paymentModes: PaymentModes;
};

/** SPEC.md section 4's signup states: form → (payment) → completing → success. */
export function SignupFlow({ register, complete, resend, plan, appUrl, country, paymentModes, ...formProps }: Props) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ name: "form" });

  async function finish(registered: Registered, paid = false) {
    setStep({ name: "completing", registered });
    let answer: CompletionAnswer;
    try {
      answer = await complete();
    } catch {
      answer = { success: false, error: "unreachable" };
    }
    // The account exists either way; a sync that did not happen is the warning, with the API key.
    setStep({ name: "success", registered, syncFailed: !answer.success || answer.sync === "failed", paid });
  }

  function registeredStep(registered: Registered) {
    report(registrationEvent(plan));
    if (registered.requires_payment) setStep({ name: "payment", registered });
    else void finish(registered);
  }

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      {step.name === "form" ? <SignupForm register={register} plan={plan} onRegistered={registeredStep} {...formProps} /> : null}
      {step.name === "payment" && plan ? (
        <Checkout
          plan={plan}
          customer={{
            companyName: step.registered.data.client_name,
            contactName: formProps.initialValues.contact_name || step.registered.data.client_name,
            email: step.registered.data.contact_email,
            phone: step.registered.data.contact_phone,
          }}
          detectedCountry={country}
          modes={paymentModes}
          onStart={() => report(paymentStartedEvent(plan))}
          onError={(message) => report(paymentFailedEvent(plan, message))}
          onSuccess={() => void finish(step.registered, true)}
          onCancel={() => router.push("/pricing")}
        />
      ) : null}
      {step.name === "completing" ? <CompletingPanel /> : null}
      {step.name === "success" ? (
        <SuccessPanel
          email={step.registered.data.contact_email}
          appUrl={appUrl}
          planSelected={plan !== null}
          paymentSucceeded={step.paid}
          resend={resend}
          warning={step.syncFailed ? { message: SYNC_WARNING, apiKey: step.registered.data.api_key } : undefined}
        />
      ) : null}
    </div>
  );
}
