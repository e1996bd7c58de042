"use server";

import { formAction, tokenForm } from "@/lib/server/form-action";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import {
  UNSUBSCRIBE_FAILED,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeWithToken,
} from "@/lib/inbox/mailing-list/unsubscribe";

// A public POST endpoint: the signed token in the form is the only authority, checked by unsubscribeWithToken().
export const unsubscribe = formAction(
  tokenForm,
  async ({ token }, { db }) => {
    const message = await unsubscribeWithToken(db, mailingListLinkKey(), token);
    return message
      ? { status: "done", message }
      : { status: "failed", code: "link_invalid", message: UNSUBSCRIBE_LINK_INVALID };
  },
  { name: "unsubscribe", fields: [], failed: { message: UNSUBSCRIBE_FAILED, log: "Unsubscribe failed" } },
);
