import { z } from "zod";

// GET /api/payments/checkout-status and /api/payments/history (docs/product.md section 7's constants): one payment of the
// caller's, as both backends answer it.

/** What a payer is told: a refund queued counts as refunded, the money is on its way back. */
export const PAYMENT_STATES = ["paid", "pending", "failed", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const paymentRecordSchema = z.object({
  reference: z.string(),
  status: z.enum(PAYMENT_STATES),
  /** In the currency's smallest unit (cents, paise), tax included. */
  amount: z.number().int(),
  currency: z.string(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  gateway: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  invoice_number: z.string().nullable(),
  /** A signed download link for the invoice PDF; it expires (lib/billing/invoices/links.ts). */
  invoice_url: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** A payment reference as the receipt shows it (the gateway's payment id) or as the checkout made it (order, intent). */
export const paymentReferenceSchema = z
  .string({ error: "reference is required" })
  .trim()
  .min(1, "reference is required")
  .max(200, "This is not a valid payment reference.")
  .regex(/^[\w-]+$/, "This is not a valid payment reference.");

export const checkoutStatusQuerySchema = z.object({ reference: paymentReferenceSchema });

export const PAYMENT_NOT_FOUND = "Payment not found.";
