"use client";

import { useActionState, useEffect, useId, useRef } from "react";
import { IDLE, type FormAction, type FormState } from "@/lib/forms";
import { buttonClasses } from "@/components/ui/button-link";

type Props = {
  label: string;
  submitLabel: string;
  pendingLabel?: string;
  /** The server action that handles the address; without one the form says the feature opens soon. */
  action?: FormAction<"email">;
  unavailableMessage?: string;
  placeholder?: string;
  className?: string;
  /** Prefill from this query parameter (e.g. "email" when another page's form sent the visitor here). */
  prefillParam?: string;
};

/** A one-field e-mail form (newsletter, notify, reset password) with its idle, pending, error and done states. */
export function EmailForm({ label, submitLabel, pendingLabel = "Sending...", action, unavailableMessage, placeholder = "you@company.com", className = "", prefillParam }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Read on the client so the page itself stays prerendered.
  useEffect(() => {
    const value = prefillParam ? new URLSearchParams(window.location.search).get(prefillParam) : null;
    if (value && input.current && !input.current.value) input.current.value = value;
  }, [prefillParam]);
  const [state, formAction, pending] = useActionState<FormState<"email">, FormData>(
    action ?? (async () => ({ status: "failed", message: unavailableMessage ?? "This form is not available yet." })),
    IDLE,
  );
  const fieldError = state.status === "invalid" ? state.fieldErrors.email : undefined;
  const defaultValue = state.status === "invalid" || state.status === "failed" ? state.values?.email : undefined;

  return (
    <form action={formAction} noValidate className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
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
          placeholder={placeholder}
          defaultValue={defaultValue}
          disabled={pending}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-ink placeholder:text-slate-500"
        />
        <button type="submit" disabled={pending} className={buttonClasses("primary")}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
      {fieldError ? (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {fieldError}
        </p>
      ) : null}
      <div role="status" aria-live="polite" className="mt-3 text-sm">
        {state.status === "done" && state.message ? <p className="text-emerald-700">{state.message}</p> : null}
        {state.status === "failed" ? <p className="text-slate-700">{state.message}</p> : null}
      </div>
    </form>
  );
}
