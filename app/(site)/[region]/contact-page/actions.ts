"use server";

import { CONTACT_SEND_FAILED, submitContactMessage } from "@/lib/inbox/contact/submit";
import { env } from "@/lib/platform/env";
import { formAction } from "@/lib/server/form-action";
import { CONTACT_FIELDS, contactSchema } from "@/lib/inbox/contact/schema";

// A public POST endpoint: submitContactMessage validates every input. Shared by /contact-page and the home
// page's contact section.
export const sendContactMessage = formAction(
  contactSchema,
  async (_input, { db, ip, entries }) => {
    const result = await submitContactMessage(db, entries, { ip, inbox: env.mail.contactInbox });
    // Stored: the e-mail to the inbox goes out after the answer.
    return result.status === "done" ? { status: "done", queuedJobs: result.stored } : result;
  },
  {
    name: "sendContactMessage",
    fields: CONTACT_FIELDS,
    failed: { message: CONTACT_SEND_FAILED, code: "send_failed", log: "Contact message failed" },
  },
);
