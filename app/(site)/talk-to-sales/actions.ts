"use server";

import { env } from "@/lib/platform/env";
import { formAction } from "@/lib/server/form-action";
import { SALES_FIELDS, salesInquirySchema } from "@/lib/inbox/sales/rules";
import { submitSalesInquiry } from "@/lib/inbox/sales/submit";

// A public POST endpoint: submitSalesInquiry validates every input, limits per IP and caps mails per address.
export const sendSalesInquiry = formAction(
  salesInquirySchema,
  async (_input, { db, ip, entries }) => {
    const result = await submitSalesInquiry(db, entries, { ip, inbox: env.mail.salesInbox });
    // The mails to sales and to the sender go out after the answer.
    return { ...result, queuedJobs: result.status === "done" };
  },
  {
    name: "sendSalesInquiry",
    fields: SALES_FIELDS,
    failed: { message: "Failed to send message. Please try again.", log: "Sales inquiry failed" },
  },
);
