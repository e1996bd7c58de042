"use client";

import Link from "next/link";
import { useState } from "react";
import { inputClasses, labelClasses } from "@/components/sections/field-classes";
import type { SignupField } from "@/lib/accounts/signup/rules";

type Errors = Partial<Record<SignupField, string>>;

type TextFieldProps = {
  idPrefix: string;
  name: Exclude<SignupField, "acceptTerms">;
  label: string;
  defaultValue: string;
  error?: string;
  hint?: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  maxLength: number;
  placeholder?: string;
  /** Shown, not edited: a registration's details while only its plan can change. */
  readOnly?: boolean;
  /** Counts the characters while typing against maxLength, instead of letting the browser cut what is pasted. */
  counted?: boolean;
};

export const fieldId = (idPrefix: string, name: SignupField) => `${idPrefix}-${name}`;

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  idPrefix,
  name,
  label,
  defaultValue,
  error,
  hint,
  type = "text",
  autoComplete,
  maxLength,
  placeholder,
  readOnly,
  counted = false,
}: TextFieldProps) {
  const id = fieldId(idPrefix, name);
  const [length, setLength] = useState(defaultValue.length);
  const describedBy = [hint ? `${id}-hint` : "", counted ? `${id}-count` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={counted ? undefined : maxLength}
        onInput={counted ? (event) => setLength(event.currentTarget.value.trim().length) : undefined}
        placeholder={placeholder}
        readOnly={readOnly}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${inputClasses} mt-2 read-only:bg-slate-50 read-only:text-slate-600`}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {counted ? (
        <p id={`${id}-count`} className={`mt-1.5 text-sm ${length > maxLength ? "text-red-700" : "text-slate-600"}`}>
          {length} of {maxLength} characters
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

type TermsProps = { idPrefix: string; defaultChecked: boolean; error?: string };

const linkClasses = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function TermsField({ idPrefix, defaultChecked, error }: TermsProps) {
  const id = fieldId(idPrefix, "acceptTerms");
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name="acceptTerms"
          type="checkbox"
          defaultChecked={defaultChecked}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-6 text-slate-700">
          I accept the{" "}
          <Link href="/terms" target="_blank" className={linkClasses}>
            Terms of Service<span className="sr-only"> (opens in a new tab)</span>
          </Link>{" "}
          and{" "}
          <Link href="/privacy" target="_blank" className={linkClasses}>
            Privacy Policy<span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;
}

export type { Errors as SignupErrors };
