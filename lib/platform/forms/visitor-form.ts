import * as z from "zod/mini";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { logFailedWrite } from "@/lib/platform/db/unavailable";
import type { FormErrorCode } from "./form-state";
import { fieldErrors } from "./forms";
import { filledHoneypot } from "./honeypot";
import { tryAgainIn } from "./retry-message";

// The steps the public forms' lib handlers share (contact, sales, comments, lists, data deletion, password reset,
// payment status): each gets untrusted entries and checks them again itself (docs/architecture.md, formAction).

export type Invalid<F extends string> = { status: "invalid"; fieldErrors: Partial<Record<F, string>> };
export type Refusal = { status: "failed"; message: string; code?: FormErrorCode };

/** A public form's lib handler's answer: bad input per field, a refusal, or done with what it did (`Done`). */
export type VisitorResult<F extends string, Done> = Invalid<F> | Refusal | ({ status: "done" } & Done);

type VisitorFormSpec<S extends z.core.$ZodType, F extends string, B> = {
  schema: S;
  /** The fields whose messages the answer carries. */
  fields: readonly F[];
  /** The answer to a bot that filled the honeypot: a success, with nothing stored or sent. */
  bot?: (data: z.output<S>) => B;
  /** A write that throws is answered with `message` (failedWrite); without this, it is thrown on to formAction. */
  failed?: { log: string; message: string; code?: FormErrorCode };
};

/**
 * A public form's handler from its one job: the entries checked by `schema` (bad input answered per field), a bot
 * answered as `spec.bot` says, then `handle` with the typed data.
 */
export function visitorForm<S extends z.core.$ZodType, F extends string, R, C, B = never>(
  spec: VisitorFormSpec<S, F, B>,
  handle: (db: Database, data: z.output<S>, context: C, input: Record<string, unknown>) => Promise<R>,
) {
  return async (db: Database, input: Record<string, unknown>, context: C): Promise<R | B | Invalid<F> | Refusal> => {
    const parsed = z.safeParse(spec.schema, input);
    if (!parsed.success) return { status: "invalid", fieldErrors: fieldErrors(parsed.error.issues, spec.fields) };
    if (spec.bot && filledHoneypot(input)) return spec.bot(parsed.data);
    if (!spec.failed) return handle(db, parsed.data, context, input);
    try {
      return await handle(db, parsed.data, context, input);
    } catch (error) {
      return failedWrite(error, spec.failed.log, spec.failed.message, spec.failed.code);
    }
  };
}

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
