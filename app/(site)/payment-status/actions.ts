"use server";

import { formAction } from "@/lib/server/form-action";
import {
  lookUpPaymentStatus,
  NO_MATCHING_PAYMENT,
  PAYMENT_STATUS_FIELDS,
  paymentStatusFormSchema,
  STATE_TEXT,
} from "@/lib/billing/payments/public-status";
import { invoiceDownloadUrl } from "@/lib/billing/invoices/app-links";
import { paidOrderFor } from "@/lib/billing/payments/paid-order";
import { orderSummaryText } from "@/lib/billing/plans/order-summary";

const LOOKUP_FAILED = "Something went wrong. Please try again.";

// A public POST endpoint: lookUpPaymentStatus validates every input, limits lookups per IP and answers an unknown
// pair exactly as a wrong one.
export const checkPaymentStatus = formAction(
  paymentStatusFormSchema,
  async ({ reference, email }, { db, ip, entries }) => {
    const answer = await lookUpPaymentStatus(db, entries, { ip });
    if (answer.status !== "done") return answer;
    // Every answer repeats the reference and keeps both fields as typed (docs/buying.md), to check another one.
    if (!answer.state)
      return { status: "done", message: `Payment ${reference}: ${NO_MATCHING_PAYMENT}`, keepValues: true };
    // A paid one: the receipt's order summary (plan, total, renewal, invoice) and a fresh invoice download link.
    const order = answer.state === "paid" ? await paidOrderFor(db, reference, email, invoiceDownloadUrl) : null;
    const summary = order ? ` ${orderSummaryText(order).join(" · ")}.` : "";
    const invoice = order?.paid?.invoiceUrl
      ? [{ label: `Download invoice ${order.paid.invoiceNumber}`, href: order.paid.invoiceUrl }]
      : undefined;
    return {
      status: "done",
      message: `Payment ${reference}: ${STATE_TEXT[answer.state]}${summary}`,
      keepValues: true,
      links: invoice,
    };
  },
  {
    name: "checkPaymentStatus",
    fields: PAYMENT_STATUS_FIELDS,
    failed: { message: LOOKUP_FAILED, log: "Payment status lookup failed" },
  },
);
