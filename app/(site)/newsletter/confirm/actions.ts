"use server";

import { redirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { mailingListLinkKey } from "@/lib/mailing-list/app-links";
import { CONFIRM_FAILED, confirmWithToken } from "@/lib/mailing-list/confirm";
import { logger } from "@/lib/log";

// A public POST endpoint: the signed token in the form is the only authority, checked by confirmWithToken().
export async function confirmSubscription(_: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const token = form.get("token");
  let next: string | null;
  try {
    next = typeof token === "string" ? await confirmWithToken(await getDb(), mailingListLinkKey(), token) : null;
  } catch (error) {
    logger.error({ err: error }, "Confirming a list member failed");
    return { status: "failed", message: CONFIRM_FAILED };
  }
  // Outside the try: redirect() works by throwing.
  redirect(next ?? "/newsletter/link-expired");
}
