import { hasPostalCodes, REGION_COUNTRIES } from "./countries";
import { gstinProblem, normaliseGstin } from "./gstin";
import { INDIAN_STATES } from "./india-states";
import { isEuCountry, normaliseTaxId, taxIdProblem } from "./tax-id";

// The billing details' rules without zod, for the checkout in the browser; lib/billing/tax/billing.ts is the server's
// schema, which runs these same rules.

export const BILLING_NAME_REQUIRED = "Billing name is required";
/** The longest billing name and address line the invoice prints; the checkout counts down to it while typing. */
export const BILLING_LINE_MAX = 120;
export const BILLING_NAME_TOO_LONG = `Billing name must be at most ${BILLING_LINE_MAX} characters`;
export const BILLING_STATE_REQUIRED = "Please choose your billing state";
export const GSTIN_STATE_MISMATCH = "The GSTIN's state code does not match the billing state.";
export const ADDRESS_REQUIRED = "Address is required";
export const CITY_REQUIRED = "City is required";
export const POSTAL_CODE_REQUIRED = "Postal code is required";
export const REGION_REQUIRED = "State or region is required";
export const ADDRESS_TOO_LONG = `Please keep each address line under ${BILLING_LINE_MAX} characters`;
export const NO_EMOJI = "Emoji cannot be printed on the invoice: please write this without them.";
export const EU_VAT_NUMBER_REQUIRED =
  "We sell to businesses only in the EU: please enter your business's VAT number (your invoice then shows reverse charge).";

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

/** Whether the address has any part filled in. Every part is optional on its own: the invoice prints what was given. */
export const hasAddress = (input: BillingInput) =>
  [input.line1, input.city, input.postalCode, input.region].some((part) => part?.trim());

/** The business number that applies to the country: India's GSTIN, elsewhere the VAT number, ABN or tax ID. */
const businessNumber = (input: BillingInput) =>
  ((input.country ?? "IN") === "IN" ? input.gstin : (input.taxId ?? "")).trim();

/**
 * Whether the address is required: only with a business number (a GSTIN, VAT number, ABN or tax ID), whose invoice
 * names the business at its address. The checkout says so beside the address before anything is typed
 * (components/signup/checkout-billing.tsx), and labels the parts "(optional)" exactly when this is false.
 */
export const addressRequired = (input: BillingInput) =>
  Boolean(businessNumber(input)) || businessNumberRequired(input.country ?? "IN");

/** EU buyers are sold to as businesses only (docs/buying.md, VAT): a VAT number is required there. */
export function businessNumberRequired(country: string): boolean {
  return country !== "IN" && isEuCountry(country);
}

// Emoji have no glyph in the invoice's fonts: refused where they are typed rather than printed as empty boxes.
const EMOJI = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F/u;
export const hasEmoji = (value: string | undefined) => Boolean(value && EMOJI.test(value));

/** The first problem per field of what the visitor typed; empty when the details can be sent. */
export function billingProblems(input: BillingInput): Partial<Record<BillingField, string>> {
  const country = input.country ?? "IN";
  const india = country === "IN";
  const problems: Partial<Record<BillingField, string>> = {};
  const name = input.name.trim();
  if (!name) problems.name = BILLING_NAME_REQUIRED;
  else if (name.length > BILLING_LINE_MAX) problems.name = BILLING_NAME_TOO_LONG;
  else if (hasEmoji(name)) problems.name = NO_EMOJI;
  if (india && !STATE_CODES.includes(input.state)) problems.state = BILLING_STATE_REQUIRED;
  const text = (value: string | undefined) => value?.trim() ?? "";
  if (addressRequired(input)) {
    if (!text(input.line1)) problems.line1 = ADDRESS_REQUIRED;
    if (!text(input.city)) problems.city = CITY_REQUIRED;
    if (!text(input.postalCode) && hasPostalCodes(country)) problems.postalCode = POSTAL_CODE_REQUIRED;
    if (!india && !text(input.region) && REGION_COUNTRIES.has(country)) problems.region = REGION_REQUIRED;
  }
  for (const field of ["line1", "city", "postalCode", "region"] as const) {
    if (problems[field]) continue;
    if (text(input[field]).length > BILLING_LINE_MAX) problems[field] = ADDRESS_TOO_LONG;
    else if (hasEmoji(input[field])) problems[field] = NO_EMOJI;
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
    else if (!taxId && businessNumberRequired(country)) problems.taxId = EU_VAT_NUMBER_REQUIRED;
  }
  return problems;
}
