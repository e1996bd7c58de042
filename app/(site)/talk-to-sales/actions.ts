"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/request/meta";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { formStateOf, formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { SALES_FIELDS, type SalesField } from "@/lib/sales/rules";
import { submitSalesInquiry } from "@/lib/sales/submit";
import { logger } from "@/lib/log";

// A public POST endpoint: submitSalesInquiry validates every input, limits per IP and caps mails per address.
export async function sendSalesInquiry(_: FormState<SalesField>, form: FormData): Promise<FormState<SalesField>> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, SALES_FIELDS);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await submitSalesInquiry(db, Object.fromEntries(form), {
      ip: clientIp(headerList),
      inbox: env.mail.salesInbox,
    });
    if (result.status === "done") after(drainQuietly); // the mails to sales and to the sender, without making the visitor wait
    return formStateOf(result, values);
  } catch (error) {
    logger.error({ err: error }, "Sales inquiry failed");
    return { status: "failed", message: "Failed to send message. Please try again.", values };
  }
}
