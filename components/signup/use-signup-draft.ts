"use client";

import { useEffect, useRef } from "react";
import type { SignupValues } from "@/lib/clients/signup-page";
import { SIGNUP_LIMITS } from "@/lib/validation/signup";

const DRAFT_KEY = "leadflow:signup-draft";
const TEXT_FIELDS = { client_name: SIGNUP_LIMITS.companyName, contact_name: SIGNUP_LIMITS.contactName, contact_email: SIGNUP_LIMITS.email, contact_phone: SIGNUP_LIMITS.phone };
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
    const prefill = stored.prefill && typeof stored.prefill === "object" ? (stored.prefill as Record<string, unknown>) : {};
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

const samePrefill = (a: Draft, b: Draft) => (Object.keys(TEXT_FIELDS) as TextField[]).every((field) => (a[field] ?? "") === (b[field] ?? ""));

export function clearSignupDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * What was typed into the signup form, kept for this tab only, so Back, a reload or a look at the pricing page
 * loses nothing. After hydration (the server rendered the link's prefill) the draft comes back: all of it under the
 * same link (edits of prefilled fields too), only into the fields still empty under another link. The terms box is
 * never ticked for the visitor. `restore` false: save only (a form prefilled for another purpose).
 */
export function useSignupDraft(values: SignupValues, prefill: SignupValues, fill: (draft: Draft, sameLink: boolean) => void, restore: boolean) {
  const ready = useRef(false);
  useEffect(() => {
    if (restore) {
      const stored = readDraft();
      fill(stored.draft, samePrefill(stored.prefill, textFields(prefill)));
    }
    ready.current = true;
    // Once, after the first render: later renders are the visitor's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (ready.current) writeDraft(values, prefill);
  }, [values, prefill]);
}
