"use server";

import { redirect } from "next/navigation";
import { formAction, tokenForm } from "@/lib/server/form-action";
import { mailingListLinkKey } from "@/lib/inbox/mailing-list/app-links";
import { CONFIRM_FAILED, confirmWithToken } from "@/lib/inbox/mailing-list/confirm";

// A public POST endpoint: the signed token in the form is the only authority, checked by confirmWithToken().
export const confirmSubscription = formAction(
  tokenForm,
  async ({ token }, { db }) => {
    const next = await confirmWithToken(db, mailingListLinkKey(), token);
    redirect(next ?? "/newsletter/link-expired");
  },
  {
    name: "confirmSubscription",
    fields: [],
    failed: { message: CONFIRM_FAILED, log: "Confirming a list member failed" },
  },
);
