import { scrubText } from "@/lib/platform/log/scrub";

/**
 * What a failed attempt says about itself, for its log line and its row: the transport's error code ("ECONNECTION",
 * "ETIMEDOUT", "EENVELOPE", a database's SQLSTATE…), the server's answer code when there was one (550), one short line
 * of reason without SQL text or full e-mail addresses, and whether the failure is permanent (never retried).
 */
export type FailureSummary = { code: string; responseCode?: number; reason: string; permanent: boolean };

/** A failure no retry can fix (a recipient the SMTP server refuses with a 5xx): the job is dead at once. */
export class PermanentFailure extends Error {
  readonly permanent = true;
  readonly code: string;
  readonly responseCode?: number;
  constructor(
    message: string,
    { cause, code, responseCode }: { cause?: unknown; code: string; responseCode?: number },
  ) {
    super(message, { cause });
    this.code = code;
    this.responseCode = responseCode;
  }
}

/** How a permanent refusal's last_error begins: the `mail_refused` alert counts dead jobs by it. */
export const PERMANENT_ERROR_PREFIX = "Refused permanently: ";

const MAX_REASON = 200;

type ErrorFields = { code?: unknown; responseCode?: unknown; permanent?: unknown; message?: unknown; cause?: unknown };

const fieldsOf = (error: unknown): ErrorFields => (error && typeof error === "object" ? (error as ErrorFields) : {});

/** A database driver's error wrapped by drizzle says "Failed query: <the SQL>": its cause says what went wrong. */
function innermost(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const { message, cause } = fieldsOf(current);
    if (typeof message !== "string" || !message.startsWith("Failed query") || cause === undefined) break;
    current = cause;
  }
  return current;
}

export function summarizeFailure(error: unknown): FailureSummary {
  const outer = fieldsOf(error);
  const inner = fieldsOf(innermost(error));
  const code = [outer.code, inner.code].find((value) => typeof value === "string" && value) as string | undefined;
  const responseCode = [outer.responseCode, inner.responseCode].find((value) => typeof value === "number") as
    number | undefined;
  const message = typeof inner.message === "string" ? inner.message : String(innermost(error));
  const firstLine = message.split("\n", 1)[0].trim();
  const reason = scrubText(firstLine.startsWith("Failed query") ? "a database statement failed" : firstLine);
  return {
    code: code ?? (error instanceof Error ? error.name : "error"),
    ...(responseCode === undefined ? {} : { responseCode }),
    reason: reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason,
    permanent: outer.permanent === true,
  };
}
