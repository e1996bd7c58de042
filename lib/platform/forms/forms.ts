import type { ZodError } from "zod";
import type { FormErrorCode, FormLink, FormState } from "./form-state";
import { flattenUnionIssues, type Issue } from "./union-issues";

export { IDLE, type FormAction, type FormErrorCode, type FormLink, type FormState } from "./form-state";

/**
 * A page always posts its form as FormData; anything else is a hand-made call to the action, answered like bad input
 * without reading it.
 */
export const UNREADABLE_FORM: FormState<never> = {
  status: "failed",
  code: "unreadable_form",
  message: "The form could not be read. Please reload the page and try again.",
};

/**
 * The first message per field, as the product spec shows one message under each field. With `fields`, issues about anything
 * else are left out. Takes plain issues so both zod and zod/mini errors fit. A union that matched no branch names
 * the fields of the branch the input looks most like (its first branch without the input).
 */
export function fieldErrors<F extends string>(
  issues: readonly Issue[],
  fields?: readonly F[],
  input?: unknown,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of flattenUnionIssues(issues, input)) {
    const field = issue.path[0];
    if (typeof field !== "string" || field in errors) continue;
    if (fields && !(fields as readonly string[]).includes(field)) continue;
    errors[field as F] = issue.message;
  }
  return errors;
}

export function toFieldErrors<F extends string>(error: ZodError, input?: unknown): Partial<Record<F, string>> {
  return fieldErrors<F>(error.issues, undefined, input);
}

/** The submitted text values, so an invalid form comes back with what the visitor typed. */
export function formValues<F extends string>(form: FormData, fields: readonly F[]): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** What a lib/ form handler answers: bad input per field, a message to show (refused unless it says why), or done. */
export type FormResult<F extends string> =
  | { status: "invalid"; fieldErrors: Partial<Record<F, string>> }
  | { status: "failed"; message: string; code?: FormErrorCode }
  /** keepValues: a lookup's answer, shown under the fields it answers, which keep what was typed; links: under it. */
  | { status: "done"; message?: string; keepValues?: boolean; links?: FormLink[] };

/**
 * The form's next state for a handler's result: an invalid or failed form comes back with what was typed, and so does
 * a done one that keeps its fields (a lookup such as /payment-status).
 */
export function formStateOf<F extends string>(result: FormResult<F>, values: Partial<Record<F, string>>): FormState<F> {
  if (result.status === "invalid")
    return { status: "invalid", code: "invalid_input", fieldErrors: result.fieldErrors, values };
  if (result.status === "failed")
    return { status: "failed", code: result.code ?? "refused", message: result.message, values };
  return {
    status: "done",
    message: result.message,
    ...(result.keepValues ? { values } : {}),
    ...(result.links?.length ? { links: result.links } : {}),
  };
}
