import * as z from "zod/mini";
import { DELETION_SCOPES, type DeletionScope } from "@/lib/platform/db/schema/data-deletion";
import { emailAddress, requiredText } from "@/lib/platform/forms/email";
import { isPlainLine, notPlainLine } from "@/lib/platform/text/plain-line";
import { formatDay } from "@/lib/platform/time/format-date";

// The data-deletion request form (/data-deletion) and its status lookup (/data-deletion/status).

export const SCOPE_LABELS: Record<DeletionScope, string> = {
  account: "Our whole company account, its users and lead data",
  profile: "My own user profile",
  contact: "My contact messages, comments and newsletter subscription",
  everything: "Everything you hold about me",
};

export const COMPANY_REQUIRED = "Company name is required (write 'None' for a personal request)";
export const SCOPE_REQUIRED = "Please choose what you want deleted";
export const NOTE_TOO_LONG = "Note must be at most 2,000 characters long";
export const REFERENCE_REQUIRED = "Request reference is required";
export const REFERENCE_INVALID = "A request reference looks like DDR-2026-7KQ3-M9XH";

export const deletionRequestSchema = z.object({
  email: emailAddress,
  company: requiredText(COMPANY_REQUIRED).check(
    z.maxLength(200, "Company name must be at most 200 characters long"),
    z.refine(isPlainLine, notPlainLine("Company name")),
  ),
  scope: z.enum(DELETION_SCOPES, { error: SCOPE_REQUIRED }),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000, NOTE_TOO_LONG))),
});
export const DELETION_REQUEST_FIELDS = ["email", "company", "scope", "note"] as const;
export type DeletionRequestField = (typeof DELETION_REQUEST_FIELDS)[number];

// Crockford's base32 (no I, L, O, U): read aloud or typed from a mail without mixing 1 and I, 0 and O.
const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
// Random references; the sequential ones of before (DDR-2026-000042) are still looked up.
const REFERENCE = /^DDR-\d{4}-(?:\d{6}|[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})$/;

/** A request's reference as we give it (random) or gave it (sequential, before references were random). */
export const isDeletionReference = (value: string) => REFERENCE.test(value);
export const deletionStatusSchema = z.object({
  reference: z.pipe(
    requiredText(REFERENCE_REQUIRED),
    z.pipe(
      z.transform((value: string) => value.toUpperCase()),
      z.string().check(z.regex(REFERENCE, REFERENCE_INVALID)),
    ),
  ),
  email: emailAddress,
});
export const DELETION_STATUS_FIELDS = ["reference", "email"] as const;
export type DeletionStatusField = (typeof DELETION_STATUS_FIELDS)[number];

/**
 * 'DDR-2026-7KQ3-M9XH': the calendar year (UTC) and 40 random bits, so a reference tells nobody how many requests
 * there were, nor which reference the next requester gets. randomIndex(32) gives one character.
 */
export function deletionReference(year: number, randomIndex: (below: number) => number): string {
  const part = () => Array.from({ length: 4 }, () => REFERENCE_ALPHABET[randomIndex(32)]).join("");
  return `DDR-${year}-${part()}-${part()}`;
}

/** The policy's deadlines after verification (content/legal/data-deletion.yaml): 30 days, 45 in complex cases. */
export const COMPLETION_DAYS = 30;
export const COMPLEX_COMPLETION_DAYS = 45;
export const DAY_MS = 24 * 60 * 60 * 1000;
export const CONFIRM_LINK_TTL_MS = 7 * DAY_MS;

/** What the acknowledgement and the status page say about when the request will be done. */
export function deadlineText(verifiedAt: Date): string {
  const due = new Date(verifiedAt.getTime() + COMPLETION_DAYS * DAY_MS);
  const complex = new Date(verifiedAt.getTime() + COMPLEX_COMPLETION_DAYS * DAY_MS);
  return `We will complete it by ${formatDay(due)} (${COMPLETION_DAYS} days after you confirmed it), or by ${formatDay(complex)} at the latest in complex cases (${COMPLEX_COMPLETION_DAYS} days); if we need longer than ${COMPLETION_DAYS} days, we will tell you why before then.`;
}
