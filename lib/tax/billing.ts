import { z } from "zod";
import { isPlainLine } from "@/lib/validation/plain-line";
import { gstinProblem, normaliseGstin } from "./gstin";
import {
  BILLING_NAME_REQUIRED,
  BILLING_NAME_TOO_LONG,
  BILLING_STATE_REQUIRED,
  GSTIN_STATE_MISMATCH,
  STATE_CODES,
} from "./billing-rules";

// The India checkout's billing details: the name and state printed on the tax invoice, and an optional GSTIN
// (a registered business claims input tax credit with it). The state decides CGST + SGST or IGST.

export { BILLING_NAME_REQUIRED, BILLING_NAME_TOO_LONG, BILLING_STATE_REQUIRED, GSTIN_STATE_MISMATCH };

export const billingDetailsSchema = z
  .object({
    name: z
      .string({ error: BILLING_NAME_REQUIRED })
      .trim()
      .min(1, BILLING_NAME_REQUIRED)
      .max(120, BILLING_NAME_TOO_LONG)
      .refine(isPlainLine, "Billing name must be a single line"),
    state: z
      .string({ error: BILLING_STATE_REQUIRED })
      .refine((code) => STATE_CODES.includes(code), BILLING_STATE_REQUIRED),
    gstin: z
      .string()
      .max(40)
      .optional()
      .transform((value) => (value ? normaliseGstin(value) : undefined))
      .superRefine((value, context) => {
        const problem = value ? gstinProblem(value, STATE_CODES) : null;
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
  })
  .superRefine((billing, context) => {
    // Only a GSTIN valid in itself is compared, so a typing error gets one message, not two.
    if (billing.gstin && !gstinProblem(billing.gstin, STATE_CODES) && billing.gstin.slice(0, 2) !== billing.state)
      context.addIssue({ code: "custom", path: ["gstin"], message: GSTIN_STATE_MISMATCH });
  })
  .transform(({ gstin, ...rest }): BillingDetails => (gstin ? { ...rest, gstin } : rest));

export type BillingDetails = { name: string; state: string; gstin?: string };
