"use server";

import { formAction } from "@/lib/form-action";
import {
  lookUpPaymentStatus,
  NO_MATCHING_PAYMENT,
  PAYMENT_STATUS_FIELDS,
  paymentStatusFormSchema,
  STATE_TEXT,
} from "@/lib/payments/public-status";

const LOOKUP_FAILED = "Something went wrong. Please try again.";

// A public POST endpoint: lookUpPaymentStatus validates every input, limits lookups per IP and answers an unknown
// pair exactly as a wrong one.
export const checkPaymentStatus = formAction(
  paymentStatusFormSchema,
  async (_input, { db, ip, entries }) => {
    const answer = await lookUpPaymentStatus(db, entries, { ip });
    if (answer.status !== "done") return answer;
    return { status: "done", message: answer.state ? STATE_TEXT[answer.state] : NO_MATCHING_PAYMENT };
  },
  { fields: PAYMENT_STATUS_FIELDS, failed: { message: LOOKUP_FAILED, log: "Payment status lookup failed" } },
);
