"use client";

import { useActionState, useId } from "react";
import { buttonClasses } from "@/components/ui/button-link";
import { inputClasses, labelClasses } from "@/components/sections/field-classes";
import { IDLE, type FormAction, type FormState } from "@/lib/platform/forms/form-state";
import { FormAnswer } from "./form-answer";
import { Honeypot } from "./honeypot";
import { useFormAnswer } from "./use-form-answer";

export type FieldSpec<F extends string> = {
  name: F;
  label: string;
  type?: "text" | "email" | "textarea" | "select";
  optional?: boolean;
  autoComplete?: string;
  maxLength?: number;
  hint?: string;
  options?: readonly { value: string; label: string }[];
};

type Props<F extends string> = {
  fields: readonly FieldSpec<F>[];
  action: FormAction<F>;
  submitLabel: string;
  pendingLabel?: string;
  /** Keep the fields after success (a lookup), instead of replacing the form by its answer (a request). */
  keepAfterDone?: boolean;
  className?: string;
};

/**
 * A form of a few fields whose server action checks everything (schema, messages): the action goes to <form action>
 * as it is, so the form also works before or without JavaScript, the answer rendered on the returned page.
 */
export function FieldsForm<F extends string>({
  fields,
  action,
  submitLabel,
  pendingLabel = "Sending...",
  keepAfterDone = false,
  className = "",
}: Props<F>) {
  const id = useId();
  const [state, formAction, pending] = useActionState<FormState<F>, FormData>(action, IDLE);
  const { form, errors, edit } = useFormAnswer(state);
  const done = state.status === "done";
  if (done && !keepAfterDone) {
    return (
      <div
        role="status"
        aria-live="polite"
        className={`rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 ${className}`}
      >
        <FormAnswer>{state.message}</FormAnswer>
      </div>
    );
  }
  // What was typed: sent back with an invalid or failed answer, and with a lookup's answer (keepAfterDone).
  const values: Partial<Record<F, string>> = state.status === "idle" ? {} : (state.values ?? {});
  const firstInvalid = fields.find((field) => errors[field.name])?.name;

  return (
    <form ref={form} action={formAction} noValidate className={`relative space-y-4 ${className}`}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name];
        const describedBy =
          [error ? `${fieldId}-error` : "", field.hint ? `${fieldId}-hint` : ""].filter(Boolean).join(" ") || undefined;
        const common = {
          id: fieldId,
          name: field.name,
          defaultValue: values[field.name],
          disabled: pending,
          required: !field.optional,
          autoFocus: firstInvalid === field.name,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
          onChange: () => edit(field.name),
        };
        return (
          <div key={field.name}>
            <label htmlFor={fieldId} className={labelClasses}>
              {field.label}
              {field.optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
            </label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={4} maxLength={field.maxLength} className={`${inputClasses} mt-2`} />
            ) : field.type === "select" ? (
              <select {...common} className={`${inputClasses} mt-2`}>
                <option value="">Choose…</option>
                {field.options?.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? "text"}
                autoComplete={field.autoComplete}
                maxLength={field.maxLength}
                className={`${inputClasses} mt-2`}
              />
            )}
            {field.hint ? (
              <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${fieldId}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <Honeypot id={`${id}-website`} />
      <button type="submit" disabled={pending} className={buttonClasses("primary")}>
        {pending ? pendingLabel : submitLabel}
      </button>
      <div role="status" aria-live="polite" className="text-sm font-medium empty:hidden">
        {done && state.message ? <FormAnswer className="text-ink">{state.message}</FormAnswer> : null}
        {done && state.links?.length ? (
          <ul className="mt-2 space-y-1">
            {state.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-semibold text-brand-700 underline underline-offset-2">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === "failed" ? <FormAnswer className="text-red-700">{state.message}</FormAnswer> : null}
      </div>
    </form>
  );
}
