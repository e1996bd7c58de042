import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { logFailedWrite } from "@/lib/platform/db/unavailable";
import type { FormErrorCode } from "./form-state";
import { tryAgainIn } from "./retry-message";

// The steps the public forms' lib handlers share (contact, sales, comments, lists, data deletion, password reset).

export type Refusal = { status: "failed"; message: string; code?: FormErrorCode };

/** A public form's lib handler's answer: bad input per field, a refusal, or done with what it did (`Done`). */
export type VisitorResult<F extends string, Done> =
  { status: "invalid"; fieldErrors: Partial<Record<F, string>> } | Refusal | ({ status: "done" } & Done);

/**
 * Counts one hit of the visitor's per-IP limit `key`: null while allowed, else the refusal in words, "Too many
 * `what`. Please try again in 3 minutes.". Given the transaction that stores the work, a refused or failed write
 * does not use up the limit (consumeRateLimit).
 */
export async function refusedOverLimit(
  db: Pick<Database, "insert">,
  key: string,
  rule: RateLimitRule,
  now: Date | undefined,
  what: string,
): Promise<Refusal | null> {
  const limit = await consumeRateLimit(db, key, rule, now);
  return limit.allowed ? null : { status: "failed", message: `Too many ${what}. ${tryAgainIn(limit.retryAfterMs)}` };
}

/**
 * A visitor's write that threw, logged as `log` (the database away as one short line, logFailedWrite) and answered
 * with `message`: code `unavailable` when the database is away, else `otherwise` (none: the form's own refusal).
 */
export function failedWrite(error: unknown, log: string, message: string, otherwise?: FormErrorCode): Refusal {
  const code = logFailedWrite(error, log) ? "unavailable" : otherwise;
  return code ? { status: "failed", message, code } : { status: "failed", message };
}
