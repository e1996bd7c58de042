"use server";

import { getDb } from "@/lib/db";
import { UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { mailingListLinkKey } from "@/lib/mailing-list/app-links";
import { UNSUBSCRIBE_FAILED, UNSUBSCRIBE_LINK_INVALID, unsubscribeWithToken } from "@/lib/mailing-list/unsubscribe";
import { logger } from "@/lib/log";

// A public POST endpoint: the signed token in the form is the only authority, checked by unsubscribeWithToken().
export async function unsubscribe(_: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const token = form.get("token");
  try {
    const message =
      typeof token === "string" ? await unsubscribeWithToken(await getDb(), mailingListLinkKey(), token) : null;
    return message ? { status: "done", message } : { status: "failed", message: UNSUBSCRIBE_LINK_INVALID };
  } catch (error) {
    logger.error({ err: error }, "Unsubscribe failed");
    return { status: "failed", message: UNSUBSCRIBE_FAILED };
  }
}
