"use client";

import { useEffect, type RefObject } from "react";
import type { SignupValues } from "@/lib/accounts/signup/page";
import { SIGNUP_LIMITS } from "@/lib/accounts/signup/rules";
import { signupValuesOf } from "./signup-values";

const DRAFT_KEY = "leadflow:signup-draft";
const TEXT_FIELDS = {
  client_name: SIGNUP_LIMITS.companyName,
  contact_name: SIGNUP_LIMITS.contactName,
  contact_email: SIGNUP_LIMITS.email,
  contact_phone: SIGNUP_LIMITS.phone,
};
type TextField = keyof typeof TEXT_FIELDS;
type Draft = Partial<Pick<SignupValues, TextField>>;
/** What was typed, and the link's prefill it was typed over: the same prefill again is a reload or Back. */
type Stored = { draft: Draft; prefill: Draft };

function textFields(values: Record<string, unknown>): Draft {
  const fields: Draft = {};
  for (const [field, max] of Object.entries(TEXT_FIELDS) as [TextField, number][]) {
    const value = values[field];
    if (typeof value === "string" && value.length <= max) fields[field] = value;
  }
  return fields;
}

function readDraft(): Stored {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Record<string, unknown>;
    const prefill =
      stored.prefill && typeof stored.prefill === "object" ? (stored.prefill as Record<string, unknown>) : {};
    return { draft: textFields(stored), prefill: textFields(prefill) };
  } catch {
    return { draft: {}, prefill: {} }; // storage off (private mode, a policy) or a value we did not write
  }
}

function writeDraft(values: SignupValues, prefill: SignupValues) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...textFields(values), prefill: textFields(prefill) }));
  } catch {
    // storage off or full: the form still works, it just forgets on reload
  }
}

const samePrefill = (a: Draft, b: Draft) =>
  (Object.keys(TEXT_FIELDS) as TextField[]).every((field) => (a[field] ?? "") === (b[field] ?? ""));

export function clearSignupDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * What was typed into the signup form, kept for this tab only, so Back, a reload or a look at the pricing page
 * loses nothing. The fields are the browser's own (uncontrolled): once the page is interactive the draft comes back
 * into them, all of it under the same link (edits of prefilled fields too), only into the fields still empty under
 * another link, and never over what the visitor typed before the page became interactive. The terms box is never
 * ticked for the visitor. `restore` false: save only (a form prefilled for another purpose).
 * Returns the function that saves the form's current values (call it on input).
 */
export function useSignupDraft(
  form: RefObject<HTMLFormElement | null>,
  prefill: SignupValues,
  restore: boolean,
): () => void {
  useEffect(() => {
    const element = form.current;
    if (!restore || !element) return;
    const stored = readDraft();
    const sameLink = samePrefill(stored.prefill, textFields(prefill));
    for (const [field, value] of Object.entries(stored.draft) as [TextField, string][]) {
      const input = element.elements.namedItem(field);
      if (!(input instanceof HTMLInputElement) || input.readOnly || input.value !== input.defaultValue) continue;
      if (sameLink || input.value === "") input.value = value;
    }
    // Once, on mount: later changes are the visitor's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return () => {
    if (form.current) writeDraft(signupValuesOf(form.current), prefill);
  };
}
