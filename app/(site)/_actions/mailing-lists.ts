"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { clientIp } from "@/lib/request/meta";
import { getDb } from "@/lib/db";
import type { MailingList } from "@/lib/db/schema";
import { formStateOf, formValues, UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { subscribe, SUBSCRIBE_FAILED } from "@/lib/mailing-list/subscribe";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { logger } from "@/lib/log";

type EmailFormState = FormState<"email">;

// Public POST endpoints: subscribe() validates every input. The newsletter form sits on the home page and
// /subscribe-page, the launch list's on /coming-soon.

export async function subscribeToNewsletter(_: EmailFormState, form: FormData): Promise<EmailFormState> {
  return joinList("newsletter", form);
}

export async function joinLaunchList(_: EmailFormState, form: FormData): Promise<EmailFormState> {
  return joinList("launch", form);
}

async function joinList(list: MailingList, form: FormData): Promise<EmailFormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const values = formValues(form, ["email"] as const);
  try {
    const [headerList, db] = await Promise.all([headers(), getDb()]);
    const result = await subscribe(db, list, Object.fromEntries(form), { ip: clientIp(headerList) });
    if (result.status === "done" && result.mailQueued) after(drainQuietly); // the confirmation mail, without making the visitor wait
    return formStateOf(result, values);
  } catch (error) {
    logger.error({ err: error }, "List sign-up failed");
    return { status: "failed", message: SUBSCRIBE_FAILED, values };
  }
}
