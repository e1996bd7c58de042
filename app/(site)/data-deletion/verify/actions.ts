"use server";

import { after } from "next/server";
import { deletionLinkKey } from "@/lib/data-deletion/app-links";
import { CONFIRM_LINK_INVALID, confirmDeletionRequest } from "@/lib/data-deletion/request";
import { deadlineText } from "@/lib/data-deletion/rules";
import { getDb } from "@/lib/db";
import { UNREADABLE_FORM, type FormState } from "@/lib/forms";
import { drainQuietly } from "@/lib/jobs/app-jobs";
import { verifySignedId } from "@/lib/signed-id";
import { logger } from "@/lib/log";

// A public POST endpoint: the signed token in the form is the only authority.
export async function confirmDataDeletion(_: FormState, form: FormData): Promise<FormState> {
  if (!(form instanceof FormData)) return UNREADABLE_FORM;
  const token = form.get("token");
  const requestId = typeof token === "string" ? verifySignedId(deletionLinkKey(), token) : null;
  if (requestId === null) return { status: "failed", message: CONFIRM_LINK_INVALID };
  try {
    const confirmed = await confirmDeletionRequest(await getDb(), requestId);
    if (!confirmed) return { status: "failed", message: CONFIRM_LINK_INVALID };
    if (confirmed.outcome === "confirmed") after(drainQuietly); // the acknowledgement and the staff notice
    const { reference, verifiedAt } = confirmed.request;
    return {
      status: "done",
      message: `Thank you: request ${reference} is confirmed, and we have e-mailed you an acknowledgement. ${deadlineText(verifiedAt ?? new Date())}`,
    };
  } catch (error) {
    logger.error({ err: error }, "Confirming a data deletion request failed");
    return { status: "failed", message: "Something went wrong. Please try again." };
  }
}
