"use server";

import { submitDeletionRequest } from "@/lib/inbox/data-deletion/request";
import {
  DELETION_REQUEST_FIELDS,
  DELETION_STATUS_FIELDS,
  deletionRequestSchema,
  deletionStatusSchema,
} from "@/lib/inbox/data-deletion/rules";
import { lookUpDeletionRequest } from "@/lib/inbox/data-deletion/status";
import { formAction } from "@/lib/server/form-action";

const FAILED = "Something went wrong. Please try again.";

// Public POST endpoints: the lib functions validate every input, rate-limit per IP and cap mails per address.

export const requestDataDeletion = formAction(
  deletionRequestSchema,
  async (_input, { db, ip, entries }) => {
    const result = await submitDeletionRequest(db, entries, { ip });
    // The confirmation link goes out after the answer.
    return { ...result, queuedJobs: result.status === "done" };
  },
  {
    name: "requestDataDeletion",
    fields: DELETION_REQUEST_FIELDS,
    failed: { message: FAILED, log: "Data deletion request failed" },
  },
);

export const checkDataDeletion = formAction(
  deletionStatusSchema,
  (_input, { db, ip, entries }) => lookUpDeletionRequest(db, entries, { ip }),
  {
    name: "checkDataDeletion",
    fields: DELETION_STATUS_FIELDS,
    failed: { message: FAILED, log: "Data deletion status lookup failed" },
  },
);
