"use client";

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import {
  REGISTRATION_FAILED,
  REGISTRATION_UNEXPECTED,
  type RegistrationAnswer,
} from "@/lib/accounts/companies/messages";
import type { PendingSignup, SignupAnswer, SignupPlan, SignupValues } from "@/lib/accounts/signup/page";
import { SIGNUP_FIELDS, SIGNUP_LIMITS, type SignupField } from "@/lib/accounts/signup/rules";
import { isNationalNumber } from "@/lib/site/region/national-number";
import { wordParts } from "@/lib/site/words";
import { HoneypotField } from "./honeypot-field";
import { SignupErrorBanner } from "./signup-error-banner";
import { clearSignupDraft, useSignupDraft } from "./use-signup-draft";
import { signupValuesOf } from "./signup-values";
import { fieldId, TermsField, TextField, type SignupErrors } from "./signup-fields";
import type { FormWords } from "./checkout-words";

export type RegisterAction = (payload: unknown) => Promise<SignupAnswer>;
export type Registered = Extract<RegistrationAnswer, { success: true }>;

type Props = {
  register: RegisterAction;
  initialValues: SignupValues;
  plan: SignupPlan | null;
  planSummary?: ReactNode;
  idempotencyKey: string;
  /** The phone number's hint, filled with the visitor's calling code on the server. */
  phoneHint: string;
  /** The app's sign-in page, offered when the e-mail already has an account. */
  signInUrl: string;
  /** The heading and the lines around the fields, and the help line under an error (content/interface-words.yaml). */
  words: FormWords;
  /** With what was typed: the checkout's contact name is the person's, not the company's. */
  onRegistered: (answer: Registered, typed: SignupValues) => void;
  /** The e-mail is this browser's own registration that still awaits payment: continue to its payment step. */
  onResume: (pending: PendingSignup) => void;
  /** That registration, switched to Free: ready now, on to completion. */
  onReady: (email: string) => void;
  /** Shown in place of another step (not on page load): its heading takes focus, as each step's does. */
  focusHeading?: boolean;
  /** A registration awaiting payment, shown to switch its plan: its details are shown as registered, read-only. */
  detailsLocked?: boolean;
  /** The visitor's detected country: a phone number typed without its country code is read as this country's. */
  country?: string;
};

const FIELDS = [
  {
    name: "client_name",
    label: "Company Name",
    autoComplete: "organization",
    maxLength: SIGNUP_LIMITS.companyName,
    counted: true,
  },
  { name: "contact_name", label: "Contact Name", autoComplete: "name", maxLength: SIGNUP_LIMITS.contactName },
  {
    name: "contact_email",
    label: "Email",
    type: "email",
    autoComplete: "email",
    placeholder: "you@company.com",
    maxLength: SIGNUP_LIMITS.email,
  },
  { name: "contact_phone", label: "Phone Number", type: "tel", autoComplete: "tel", maxLength: SIGNUP_LIMITS.phone },
] as const;

/** A number typed without "+": read with the country (the parser loads only then, not with the page). */
async function readNationalPhone(typed: string, country: string | undefined) {
  if (!country || !isNationalNumber(typed)) return null;
  const { understoodPhone } = await import("@/lib/site/region/phone-understood");
  return understoodPhone(typed, country);
}

export function SignupForm({
  register,
  initialValues,
  plan,
  planSummary,
  idempotencyKey,
  phoneHint,
  signInUrl,
  words,
  onRegistered,
  onResume,
  onReady,
  focusHeading,
  detailsLocked,
  country,
}: Props) {
  const idPrefix = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  // Uncontrolled fields: what the browser holds is the value, typed before the page was interactive or after, and
  // an error (from the browser check, the server or the network) never loses it.
  const formElement = useRef<HTMLFormElement>(null);
  const saveDraft = useSignupDraft(formElement, initialValues, !focusHeading && !detailsLocked);
  // One key per form: a re-render of the page (its cookie changed) must not turn a retry into a second signup.
  const [formKey] = useState(idempotencyKey);
  const [honeypot, setHoneypot] = useState("");
  const [errors, setErrors] = useState<SignupErrors>({});
  const [banner, setBanner] = useState<{ message: string; code?: string } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [phoneRead, setPhoneRead] = useState<string | null>(null);
  const paid = Boolean(plan && plan.price > 0);

  const clearError = (field: SignupField) => {
    setErrors((all) => {
      if (!all[field]) return all;
      const next = { ...all };
      delete next[field];
      return next;
    });
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && SIGNUP_FIELDS.includes(target.name as SignupField))
      clearError(target.name as SignupField);
    if (target instanceof HTMLInputElement && target.name === "contact_phone") {
      const typed = target.value;
      void readNationalPhone(typed, country).then((read) => {
        if (target.value === typed) setPhoneRead(read?.display ?? null);
      });
    }
    saveDraft();
  };

  // A failure with no field to fix: its banner takes focus, which was on the submit button, disabled while busy.
  const focusBanner = useRef(false);
  const takeFocusOnce = (banner: HTMLElement | null) => {
    if (!banner || !focusBanner.current) return;
    focusBanner.current = false;
    banner.focus();
  };

  /** Shows the field errors and focuses the first invalid field; false when there is none to focus. */
  const showErrors = (fieldErrors: SignupErrors): boolean => {
    setErrors(fieldErrors);
    const firstInvalid = SIGNUP_FIELDS.find((field) => fieldErrors[field]);
    if (firstInvalid) document.getElementById(fieldId(idPrefix, firstInvalid))?.focus();
    return firstInvalid !== undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    setNote(null);
    // The server checks the rules (docs/product.md section 5) and answers each field's message.
    const typed = signupValuesOf(event.currentTarget);
    const phoneField = event.currentTarget.elements.namedItem("contact_phone");
    setErrors({});
    setBusy(true);
    try {
      // A national number goes to the server in full, as the visitor was shown it would be read.
      const phone = await readNationalPhone(typed.contact_phone, country);
      if (phone) {
        typed.contact_phone = phone.e164;
        if (phoneField instanceof HTMLInputElement) phoneField.value = phone.display;
      }
      const answer = await register({ ...typed, plan_data: plan, idempotency_key: formKey, website: honeypot });
      if ("resume" in answer || "ready" in answer || answer.success) clearSignupDraft();
      if ("resume" in answer) return onResume(answer.resume);
      if ("ready" in answer) return onReady(answer.ready.contact_email);
      if (answer.success) return onRegistered(answer, trimmed(typed));
      setBanner({ message: answer.error || REGISTRATION_FAILED, code: answer.code });
      setNote(answer.note ?? null);
      focusBanner.current = !(answer.details && showErrors(answer.details as SignupErrors));
    } catch {
      setBanner({ message: REGISTRATION_UNEXPECTED });
      focusBanner.current = true;
    } finally {
      setBusy(false);
    }
  }

  return (
    // method="post": should the script not run, a native submit must never put personal data in the URL.
    <form
      ref={formElement}
      method="post"
      noValidate
      onSubmit={submit}
      onInput={onInput}
      aria-labelledby={`${idPrefix}-title`}
      aria-busy={busy}
      className="space-y-5"
    >
      <div>
        <h2
          ref={heading}
          id={`${idPrefix}-title`}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight outline-none"
        >
          {words.formHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{words.formIntro}</p>
      </div>
      <noscript>
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
        >
          {words.noScript}
        </p>
      </noscript>
      {planSummary}
      <input type="hidden" name="idempotency_key" value={formKey} />
      <HoneypotField value={honeypot} onChange={setHoneypot} />
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            idPrefix={idPrefix}
            {...field}
            hint={field.name === "contact_phone" ? phoneHint : undefined}
            defaultValue={initialValues[field.name]}
            readOnly={detailsLocked}
            error={errors[field.name]}
          />
        ))}
      </div>
      {phoneRead ? (
        <p role="status" className="text-sm text-slate-700" data-testid="phone-understood">
          {wordParts(words.phoneRead, { phone: <strong key="phone">{phoneRead}</strong> })}
        </p>
      ) : null}
      <TermsField idPrefix={idPrefix} defaultChecked={initialValues.acceptTerms} error={errors.acceptTerms} />
      {banner ? <SignupErrorBanner ref={takeFocusOnce} {...banner} signInUrl={signInUrl} helpWords={words} /> : null}
      {note ? (
        <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
          {note}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className={`${buttonClasses("primary")} w-full`}>
        {busy ? (paid ? "Processing..." : "Creating Account...") : paid ? "Continue to Payment" : "Create Account"}
      </button>
    </form>
  );
}

/** What the server registered: the typed values, trimmed as its schema trims them. */
function trimmed(values: SignupValues): SignupValues {
  return {
    ...values,
    client_name: values.client_name.trim(),
    contact_name: values.contact_name.trim(),
    contact_email: values.contact_email.trim(),
    contact_phone: values.contact_phone.trim(),
  };
}
