"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import type { ContactFormState } from "@/components/contact/contact-form-state";
import { CONTACT_SEND_FAILED, submitContactMessage } from "@/lib/contact/submit";
import { clientIp } from "@/lib/request/meta";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { formValues, UNREADABLE_FORM } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { CONTACT_FIELDS } from "@/lib/validation/contact";
import { logger } from "@/lib/log";

// A public POST endpoint: submitContactMessage validates every input. Shared by /contact-page and the home
// page's contact section.
export async function sendContactMessage(_: ContactFormState, form: FormData): Promise<ContactFormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  // Sent back on every answer but success: a page posted without JavaScript renders the form from them.
  const values = formValues(form, CONTACT_FIELDS);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await submitContactMessage(db, Object.fromEntries(form), {
      ip: clientIp(headerList),
      inbox: env.mail.contactInbox,
    });
    if (result.status === "invalid") return { status: "invalid", fieldErrors: result.fieldErrors, values };
    if (result.status === "failed") return { ...result, values };
    if (result.stored) after(drainQuietly); // the e-mail to the inbox, without making the visitor wait
    return { status: "done" };
  } catch (error) {
    logger.error({ err: error }, "Contact message failed");
    return { status: "failed", message: CONTACT_SEND_FAILED, code: "send_failed", values };
  }
}
