"use client";

import { useEffect, useRef } from "react";
import type { SignupValues } from "@/lib/clients/signup-page";
import { SIGNUP_LIMITS } from "@/lib/validation/signup";

const DRAFT_KEY = "leadflow:signup-draft";
const TEXT_FIELDS = { client_name: SIGNUP_LIMITS.companyName, contact_name: SIGNUP_LIMITS.contactName, contact_email: SIGNUP_LIMITS.email, contact_phone: SIGNUP_LIMITS.phone };
type TextField = keyof typeof TEXT_FIELDS;
type Draft = Partial<Pick<SignupValues, TextField>>;

function readDraft(): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}") as Record<string, unknown>;
    const draft: Draft = {};
    for (const [field, max] of Object.entries(TEXT_FIELDS) as [TextField, number][]) {
      const value = stored[field];
      if (typeof value === "string" && value.length <= max) draft[field] = value;
    }
    return draft;
  } catch {
    return {}; // storage off (private mode, a policy) or a value we did not write
  }
}

function writeDraft(values: SignupValues) {
  try {
    const { client_name, contact_name, contact_email, contact_phone } = values;
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ client_name, contact_name, contact_email, contact_phone }));
  } catch {
    // storage off or full: the form still works, it just forgets on reload
  }
}

export function clearSignupDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing stored
  }
}

/**
 * What was typed into the signup form, kept for this tab only, so Back, a reload or a look at the pricing page
 * loses nothing. After hydration (the server rendered the link's prefill) the draft fills the fields still empty;
 * the terms box is never ticked for the visitor. `restore` false: save only (a form prefilled for another purpose).
 */
export function useSignupDraft(values: SignupValues, fill: (draft: Draft) => void, restore: boolean) {
  const ready = useRef(false);
  useEffect(() => {
    if (restore) fill(readDraft());
    ready.current = true;
    // Once, after the first render: later renders are the visitor's own typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (ready.current) writeDraft(values);
  }, [values]);
}
