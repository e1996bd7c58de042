import { z } from "zod";

// The payment routes' inputs (SPEC.md section 7). plan_data, customer_data, currency_code and any price are
// accepted for compatibility and ignored: the server prices the order from the catalog.

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "country_code must be a two-letter country code")
  .transform((code) => code.toUpperCase());

export const createPaymentSchema = z.object({
  country_code: countryCode.optional(),
  plan_data: z.unknown().optional(),
  customer_data: z.unknown().optional(),
  payment_gateway: z.string().max(40).optional(),
  currency_code: z.string().max(8).optional(),
});

export const sandboxCardSchema = z.object({
  number: z.string().trim().regex(/^[\d\s-]{12,23}$/, "Enter a valid card number"),
  expiry: z.string().trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Enter the expiry as MM/YY"),
  cvc: z.string().trim().regex(/^\d{3,4}$/, "Enter the 3 or 4 digit CVC"),
});
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

const reference = z.string().trim().min(1).max(200);

export const confirmStripeSchema = z.object({ payment_intent_id: reference, card: sandboxCardSchema.optional() });

export const verifyRazorpaySchema = z.union([
  z.object({ order_id: reference, payment_id: reference, signature: z.string().trim().min(1).max(200) }),
  z.object({ order_id: reference, card: sandboxCardSchema }),
]);
