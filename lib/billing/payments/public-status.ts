import "server-only";
import * as z from "zod/mini";
import type { PaymentState } from "./payment-records";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { emailAddress, requiredText } from "@/lib/platform/forms/email";
import { paymentStateFor } from "./records";

// The public /payment-status page: a visitor with a receipt (reference + e-mail) learns the payment's state and
// nothing else. Rate-limited per IP, and a wrong pair gets the same answer as an unknown one, so the form cannot
// be used to find out which references or addresses exist.

export const PAYMENT_STATUS_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
export const REFERENCE_REQUIRED = "Payment reference is required";
export const REFERENCE_INVALID = "Please enter the payment reference as your receipt shows it";
/** After "Payment <reference>: ", as every answer repeats the reference. */
export const NO_MATCHING_PAYMENT =
  "we found no payment for that reference and e-mail address. Check both against your receipt e-mail, or contact us with the reference.";

export const STATE_TEXT: Record<PaymentState, string> = {
  paid: "Paid: we have received this payment. Your receipt and invoice were sent to your e-mail address.",
  pending:
    "Pending: this payment has not been completed yet. If money has left your account, it usually settles within a few minutes.",
  failed:
    "Failed: this payment did not go through, and nothing was charged for it. You can pay again from the link in your signup e-mail.",
  refunded:
    "Refunded: this payment was not needed and has been given back. Refunds reach your account within 5 to 10 working days.",
};

export const paymentStatusFormSchema = z.object({
  reference: requiredText(REFERENCE_REQUIRED).check(
    z.maxLength(200, REFERENCE_INVALID),
    z.regex(/^[\w-]+$/, REFERENCE_INVALID),
  ),
  email: emailAddress,
});
export const PAYMENT_STATUS_FIELDS = ["reference", "email"] as const;
export type PaymentStatusField = (typeof PAYMENT_STATUS_FIELDS)[number];

export const lookUpPaymentStatus = visitorForm(
  { schema: paymentStatusFormSchema, fields: PAYMENT_STATUS_FIELDS },
  async (db, data, context: { ip: string; now?: Date }) => {
    const key = `payment-status:${context.ip}`;
    const refused = await refusedOverLimit(db, key, PAYMENT_STATUS_LIMIT, context.now, "lookups");
    if (refused) return refused;
    return { status: "done", state: await paymentStateFor(db, data.reference, data.email) } as const;
  },
);
