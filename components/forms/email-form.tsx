"use client";

import { useActionState, useEffect, useId, useRef } from "react";
import { IDLE, sendFailed, type FormAction, type FormState } from "@/lib/platform/forms/form-state";
import { buttonClasses } from "@/components/ui/button-link";
import { inputClasses } from "@/components/sections/field-classes";
import { FormAnswer } from "./form-answer";
import { Honeypot } from "./honeypot";
import { SendFailureBoundary, type SentValues } from "./send-failure-boundary";
import { useFormAnswer } from "./use-form-answer";

type Tone = "light" | "dark";

const EMAIL_FIELDS = ["email"] as const;

type Props = {
  label: string;
  submitLabel: string;
  /** The server action that handles the address (newsletter, launch list, password reset). */
  action: FormAction<"email">;
  pendingLabel?: string;
  placeholder?: string;
  /** A hint under the field, read out with it. */
  note?: string;
  tone?: Tone;
  className?: string;
  /** Prefill from this query parameter (e.g. "email" when another page's form sent the visitor here). */
  prefillParam?: string;
};

const TONES: Record<
  Tone,
  { label: string; note: string; error: string; done: string; failed: string; button: string }
> = {
  light: {
    label: "text-ink",
    note: "text-slate-600",
    error: "text-red-700",
    done: "text-emerald-800",
    failed: "text-red-700",
    button: buttonClasses("primary"),
  },
  dark: {
    label: "text-white",
    note: "text-brand-100",
    error: "text-red-100",
    done: "text-white",
    failed: "text-red-100",
    button: `${buttonClasses("secondary")} focus-visible:outline-white`,
  },
};

/**
 * A one-field e-mail form with its idle, checking, sending, invalid, failed and done states. The server action goes
 * to <form action> as it is, so React renders a real POST form that also works before (or without) JavaScript.
 */
export function EmailForm(props: Props) {
  return (
    <SendFailureBoundary>{(failedWith) => <LiveEmailForm {...props} failedWith={failedWith} />}</SendFailureBoundary>
  );
}

function LiveEmailForm({
  label,
  submitLabel,
  action,
  pendingLabel = "Sending...",
  placeholder = "you@company.com",
  note,
  tone = "light",
  className = "",
  prefillParam,
  failedWith,
}: Props & { failedWith: SentValues | null }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const colors = TONES[tone];
  // Read on the client so the page itself stays prerendered.
  useEffect(() => {
    const value = prefillParam ? new URLSearchParams(window.location.search).get(prefillParam) : null;
    if (value && input.current && !input.current.value) input.current.value = value;
  }, [prefillParam]);
  const [state, formAction, pending] = useActionState<FormState<"email">, FormData>(
    action,
    failedWith ? sendFailed(failedWith, EMAIL_FIELDS) : IDLE,
  );
  const { form, errors, edit } = useFormAnswer(state);
  const fieldError = errors.email;
  const defaultValue = state.status === "invalid" || state.status === "failed" ? state.values?.email : undefined;
  const describedBy =
    [fieldError ? `${id}-error` : "", note ? `${id}-note` : ""].filter(Boolean).join(" ") || undefined;

  return (
    <form
      ref={form}
      // Checked by the server action alone (its schema, its messages): the browser gets no copy of the rules.
      action={formAction}
      noValidate
      className={`relative ${className}`}
    >
      <label htmlFor={id} className={`block text-sm font-semibold ${colors.label}`}>
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          placeholder={placeholder}
          defaultValue={defaultValue}
          disabled={pending}
          // The answered page without JavaScript: the browser focuses (and scrolls to) the field to correct.
          autoFocus={state.status === "invalid"}
          onChange={() => edit("email")}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClasses} flex-1`}
        />
        <button type="submit" disabled={pending} className={`${colors.button} shrink-0`}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
      <Honeypot id={`${id}-website`} />
      {fieldError ? (
        <p id={`${id}-error`} className={`mt-2 text-sm font-medium ${colors.error}`}>
          {fieldError}
        </p>
      ) : null}
      {note ? (
        <p id={`${id}-note`} className={`mt-3 text-sm ${colors.note}`}>
          {note}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-3 text-sm font-medium empty:hidden">
        {state.status === "done" && state.message ? (
          <FormAnswer className={colors.done}>{state.message}</FormAnswer>
        ) : null}
        {state.status === "failed" ? <FormAnswer className={colors.failed}>{state.message}</FormAnswer> : null}
      </div>
    </form>
  );
}
