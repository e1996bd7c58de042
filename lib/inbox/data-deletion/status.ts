import "server-only";
import * as z from "zod/mini";
import type { Database } from "@/lib/platform/db/client";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import type { DataDeletionRequest } from "@/lib/platform/db/schema";
import { fieldErrors, type FormResult } from "@/lib/platform/forms/forms";
import { refusedOverLimit } from "@/lib/platform/forms/visitor-writes";
import { formatDay } from "@/lib/platform/time/format-date";
import { findDeletionRequest } from "./request";
import { DELETION_STATUS_FIELDS, deadlineText, deletionStatusSchema, type DeletionStatusField } from "./rules";

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
export async function lookUpDeletionRequest(
  db: Database,
  input: Record<string, unknown>,
  context: { ip: string; now?: Date },
): Promise<FormResult<DeletionStatusField>> {
  const parsed = z.safeParse(deletionStatusSchema, input);
  if (!parsed.success)
    return { status: "invalid", fieldErrors: fieldErrors(parsed.error.issues, DELETION_STATUS_FIELDS) };
  const key = `data-deletion-status:${context.ip}`;
  const refused = await refusedOverLimit(db, key, DELETION_STATUS_LIMIT, context.now, "lookups");
  if (refused) return refused;
  const request = await findDeletionRequest(db, parsed.data.reference, parsed.data.email);
  return { status: "done", message: request ? deletionStateText(request) : NO_MATCHING_REQUEST };
}
