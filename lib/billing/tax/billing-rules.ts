import { hasPostalCodes, REGION_COUNTRIES } from "./countries";
import { gstinProblem, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./india-states";
import { normaliseTaxId, taxIdProblem } from "./tax-id";

// The billing details' rules without zod, for the checkout in the browser; lib/billing/tax/billing.ts is the server's
// schema, which runs these same rules.

export const BILLING_NAME_REQUIRED = "Billing name is required";
export const BILLING_NAME_TOO_LONG = "Billing name must be at most 120 characters";
export const BILLING_STATE_REQUIRED = "Please choose your billing state";
export const GSTIN_STATE_MISMATCH = "The GSTIN's state code does not match the billing state.";
export const ADDRESS_REQUIRED = "Address is required";
export const CITY_REQUIRED = "City is required";
export const POSTAL_CODE_REQUIRED = "Postal code is required";
export const REGION_REQUIRED = "State or region is required";
export const ADDRESS_TOO_LONG = "Please keep each address line under 120 characters";

export const STATE_CODES = INDIAN_STATES.map((state) => state.code);

export type BillingInput = {
  /** The billing country (ISO 3166 alpha-2); India when not given (the checkout's first billing details were India's). */
  country?: string;
  name: string;
  /** India: the GST state code (place of supply). */
  state: string;
  gstin: string;
  line1?: string;
  city?: string;
  postalCode?: string;
  /** State, province or region outside India. */
  region?: string;
  /** Outside India: VAT number, ABN or another tax ID. */
  taxId?: string;
};
export type BillingField = Exclude<keyof BillingInput, "country">;

/** Whether the address has any part filled in: an API caller may send none (then none is printed), never half of one. */
export const hasAddress = (input: BillingInput) =>
  [input.line1, input.city, input.postalCode, input.region].some((part) => part?.trim());

/** The first problem per field of what the visitor typed; empty when the details can be sent. */
export function billingProblems(
  input: BillingInput,
  { addressRequired = false } = {},
): Partial<Record<BillingField, string>> {
  const country = input.country ?? "IN";
  const india = country === "IN";
  const problems: Partial<Record<BillingField, string>> = {};
  const name = input.name.trim();
  if (!name) problems.name = BILLING_NAME_REQUIRED;
  else if (name.length > 120) problems.name = BILLING_NAME_TOO_LONG;
  if (india && !STATE_CODES.includes(input.state)) problems.state = BILLING_STATE_REQUIRED;
  if (addressRequired || hasAddress(input)) {
    const text = (value: string | undefined) => value?.trim() ?? "";
    if (!text(input.line1)) problems.line1 = ADDRESS_REQUIRED;
    if (!text(input.city)) problems.city = CITY_REQUIRED;
    if (!text(input.postalCode) && hasPostalCodes(country)) problems.postalCode = POSTAL_CODE_REQUIRED;
    if (!india && !text(input.region) && REGION_COUNTRIES.has(country)) problems.region = REGION_REQUIRED;
    for (const field of ["line1", "city", "postalCode", "region"] as const)
      if (!problems[field] && text(input[field]).length > 120) problems[field] = ADDRESS_TOO_LONG;
  }
  if (india) {
    const gstin = normaliseGstin(input.gstin);
    if (gstin) {
      const problem = gstinProblem(gstin, STATE_CODES);
      if (problem) problems.gstin = problem;
      else if (!problems.state && gstin.slice(0, 2) !== input.state) problems.gstin = GSTIN_STATE_MISMATCH;
    }
  } else {
    const taxId = normaliseTaxId(input.taxId ?? "");
    const problem = taxId ? taxIdProblem(country, taxId) : null;
    if (problem) problems.taxId = problem;
  }
  return problems;
}
