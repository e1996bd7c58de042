"use server";

import { deletionLinkKey } from "@/lib/inbox/data-deletion/app-links";
import { CONFIRM_LINK_INVALID, confirmDeletionRequest } from "@/lib/inbox/data-deletion/request";
import { deadlineText } from "@/lib/inbox/data-deletion/rules";
import { formAction, tokenForm } from "@/lib/server/form-action";
import { verifySignedId } from "@/lib/platform/security/signed-id";

const LINK_INVALID = { status: "failed", code: "link_invalid", message: CONFIRM_LINK_INVALID } as const;

// A public POST endpoint: the signed token in the form is the only authority.
export const confirmDataDeletion = formAction(
  tokenForm,
  async ({ token }, { db }) => {
    const requestId = verifySignedId(deletionLinkKey(), token);
    if (requestId === null) return LINK_INVALID;
    const confirmed = await confirmDeletionRequest(db, requestId);
    if (!confirmed) return LINK_INVALID;
    const { reference, verifiedAt } = confirmed.request;
    return {
      status: "done",
      message: `Thank you: request ${reference} is confirmed, and we have e-mailed you an acknowledgement. ${deadlineText(verifiedAt ?? new Date())}`,
      // The acknowledgement and the staff notice go out after the answer.
      queuedJobs: confirmed.outcome === "confirmed",
    };
  },
  {
    name: "confirmDataDeletion",
    fields: [],
    failed: { message: "Something went wrong. Please try again.", log: "Confirming a data deletion request failed" },
  },
);
