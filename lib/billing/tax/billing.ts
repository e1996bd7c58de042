import { z } from "zod";
import { isPlainLine } from "@/lib/platform/text/plain-line";
import { isCountryCode } from "./countries";
import { normaliseGstin } from "./gstin";
import { normaliseTaxId } from "./tax-id";
import { BILLING_LINE_MAX, BILLING_NAME_REQUIRED, billingProblems, type BillingField } from "./billing-rules";

// The checkout's billing details: the name and address printed on the invoice, India's GST state (it decides
// CGST + SGST or IGST) and optional GSTIN, elsewhere an optional VAT number or tax ID. The rules are
// lib/billing/tax/billing-rules.ts's, which the checkout runs in the browser with the same messages.

/** What was given of the address: every part is optional (required only with a business number, billing-rules.ts). */
export type BillingAddress = { line1?: string; city?: string; postalCode?: string; region?: string };
export type BillingDetails = {
  name: string;
  /** India: the GST state code. */
  state?: string;
  gstin?: string;
  country?: string;
  address?: BillingAddress;
  taxId?: string;
};

const line = (max: number) =>
  z
    .string()
    .max(max * 2)
    .refine(isPlainLine, "Billing details must be single lines")
    .transform((value) => value.trim())
    .optional();

const FIELD_PATHS: Record<BillingField, string> = {
  name: "name",
  state: "state",
  gstin: "gstin",
  line1: "line1",
  city: "city",
  postalCode: "postal_code",
  region: "region",
  taxId: "tax_id",
};

const billingFields = z.object({
  // Without a country: India's details (name, state, GSTIN), as the first checkout sent them.
  country: z
    .string()
    .transform((code) => code.toUpperCase())
    .refine(isCountryCode, "Please choose your country")
    .optional(),
  name: z
    .string({ error: BILLING_NAME_REQUIRED })
    .refine(isPlainLine, "Billing name must be a single line")
    .transform((value) => value.trim()),
  state: z.string().max(4).optional(),
  gstin: z.string().max(40).optional(),
  line1: line(BILLING_LINE_MAX),
  city: line(BILLING_LINE_MAX),
  postal_code: line(20),
  region: line(BILLING_LINE_MAX),
  tax_id: z.string().max(40).optional(),
});

export const billingDetailsSchema = billingFields
  .superRefine((billing, context) => {
    const problems = billingProblems(rulesInput(billing));
    for (const [field, message] of Object.entries(problems))
      context.addIssue({ code: "custom", path: [FIELD_PATHS[field as BillingField]], message });
  })
  .transform((billing): BillingDetails => {
    const country = billing.country ?? "IN";
    const india = country === "IN";
    const gstin = india && billing.gstin ? normaliseGstin(billing.gstin) : "";
    const taxId = !india && billing.tax_id ? normaliseTaxId(billing.tax_id) : "";
    const given = { line1: billing.line1, city: billing.city, postalCode: billing.postal_code, region: billing.region };
    const address: BillingAddress = Object.fromEntries(Object.entries(given).filter(([, part]) => part));
    return {
      name: billing.name,
      ...(india ? { state: billing.state } : {}),
      ...(gstin ? { gstin } : {}),
      ...(billing.country ? { country } : {}),
      ...(Object.keys(address).length > 0 ? { address } : {}),
      ...(taxId ? { taxId } : {}),
    };
  });

function rulesInput(billing: z.output<typeof billingFields>) {
  return {
    country: billing.country,
    name: billing.name,
    state: billing.state ?? "",
    gstin: billing.gstin ?? "",
    line1: billing.line1,
    city: billing.city,
    postalCode: billing.postal_code,
    region: billing.region,
    taxId: billing.tax_id,
  };
}
