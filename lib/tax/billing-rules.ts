import { gstinProblem, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./india-states";

// The billing details' rules without zod, for the checkout in the browser; lib/tax/billing.ts is the server's
// schema with the same messages.

export const BILLING_NAME_REQUIRED = "Billing name is required";
export const BILLING_NAME_TOO_LONG = "Billing name must be at most 120 characters";
export const BILLING_STATE_REQUIRED = "Please choose your billing state";
export const GSTIN_STATE_MISMATCH = "The GSTIN's state code does not match the billing state.";

export const STATE_CODES = INDIAN_STATES.map((state) => state.code);

export type BillingField = "name" | "state" | "gstin";

/** The first problem per field of what the visitor typed; empty when the details can be sent. */
export function billingProblems(input: {
  name: string;
  state: string;
  gstin: string;
}): Partial<Record<BillingField, string>> {
  const problems: Partial<Record<BillingField, string>> = {};
  const name = input.name.trim();
  if (!name) problems.name = BILLING_NAME_REQUIRED;
  else if (name.length > 120) problems.name = BILLING_NAME_TOO_LONG;
  if (!STATE_CODES.includes(input.state)) problems.state = BILLING_STATE_REQUIRED;
  const gstin = normaliseGstin(input.gstin);
  if (gstin) {
    const problem = gstinProblem(gstin, STATE_CODES);
    if (problem) problems.gstin = problem;
    else if (!problems.state && gstin.slice(0, 2) !== input.state) problems.gstin = GSTIN_STATE_MISMATCH;
  }
  return problems;
}
