import "server-only";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import type { DataDeletionRequest } from "@/lib/platform/db/schema";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { formatDay } from "@/lib/platform/time/format-date";
import { findDeletionRequest } from "./request";
import { DELETION_STATUS_FIELDS, deadlineText, deletionStatusSchema } from "./rules";

export const DELETION_STATUS_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
export const NO_MATCHING_REQUEST =
  "We found no request for that reference and e-mail address. Check both against the e-mail we sent you.";

/** What the status page says about a request. */
export function deletionStateText(request: DataDeletionRequest): string {
  if (request.status === "completed" && request.completedAt)
    return `${request.reference} is complete: we carried it out on ${formatDay(request.completedAt)}.`;
  if (request.status === "verified" && request.verifiedAt)
    return `${request.reference} is confirmed and in progress. ${deadlineText(request.verifiedAt)}`;
  return `${request.reference} is waiting for you to confirm it with the link we e-mailed to you.`;
}

/** The status page: rate-limited per IP; a wrong pair is answered exactly as an unknown one. */
export const lookUpDeletionRequest = visitorForm(
  { schema: deletionStatusSchema, fields: DELETION_STATUS_FIELDS },
  async (db, data, context: { ip: string; now?: Date }) => {
    const key = `data-deletion-status:${context.ip}`;
    const refused = await refusedOverLimit(db, key, DELETION_STATUS_LIMIT, context.now, "lookups");
    if (refused) return refused;
    const request = await findDeletionRequest(db, data.reference, data.email);
    return { status: "done", message: request ? deletionStateText(request) : NO_MATCHING_REQUEST } as const;
  },
);
