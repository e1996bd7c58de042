"use server";

import { headers } from "next/headers";
import { clientIp } from "@/lib/request/meta";
import { getDb } from "@/lib/db";
import { formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import {
  lookUpPaymentStatus,
  NO_MATCHING_PAYMENT,
  PAYMENT_STATUS_FIELDS,
  STATE_TEXT,
  type PaymentStatusField,
} from "@/lib/payments/public-status";
import { logger } from "@/lib/log";
import { invoiceDownloadUrl } from "@/lib/invoices/app-links";
import { paidOrderFor } from "@/lib/payments/paid-order";
import { orderSummaryText } from "@/lib/plans/order-summary";

const LOOKUP_FAILED = "Something went wrong. Please try again.";

// A public POST endpoint: lookUpPaymentStatus validates every input, limits lookups per IP and answers an unknown
// pair exactly as a wrong one.
export async function checkPaymentStatus(
  _: FormState<PaymentStatusField>,
  form: FormData,
): Promise<FormState<PaymentStatusField>> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, PAYMENT_STATUS_FIELDS);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const answer = await lookUpPaymentStatus(db, Object.fromEntries(form), { ip: clientIp(headerList) });
    if (answer.status === "invalid") return { status: "invalid", fieldErrors: answer.fieldErrors, values };
    if (answer.status === "failed") return { status: "failed", message: answer.message, values };
    if (!answer.state) return { status: "done", message: NO_MATCHING_PAYMENT };
    // The reference repeated, and for a paid one the receipt's order summary (plan, total, renewal, invoice link).
    const order =
      answer.state === "paid"
        ? await paidOrderFor(db, values.reference ?? "", values.email ?? "", invoiceDownloadUrl)
        : null;
    const summary = order ? ` ${orderSummaryText(order).join(" · ")}.` : "";
    return { status: "done", message: `Payment ${values.reference}: ${STATE_TEXT[answer.state]}${summary}` };
  } catch (error) {
    logger.error({ err: error }, "Payment status lookup failed");
    return { status: "failed", message: LOOKUP_FAILED, values };
  }
}
