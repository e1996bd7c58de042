import { logger } from "@/lib/platform/log";
import { DATABASE_TIMEOUT } from "./timeouts";

// A database that is away (refusing connections, stalled, restarting) is not a bug: a write answers 503 with
// Retry-After, soon, and logs one short warning, never an "internal" 500 with the statement's text
// (docs/security.md, "The database away is a 503, not a bug").

/** How long a client is asked to wait before it sends the write again. */
export const DATABASE_RETRY_AFTER_S = 10;

/** A visitor's write waits this long for its answer before the database is probed (lib/platform/http.ts, formAction). */
export const WRITE_PATIENCE_MS = 3_500;
/** The probe's own bound: a write is answered within WRITE_PATIENCE_MS + PROBE_MS whatever the database does. */
export const PROBE_MS = 500;

export class DatabaseUnavailableError extends Error {
  readonly code = DATABASE_TIMEOUT;
  constructor(message = "The database did not answer in time.") {
    super(message);
    this.name = "DatabaseUnavailableError";
  }
}

// Node's network errors on a connection to the database.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
]);
// SQLSTATE: class 08 (connection exception), a statement cancelled by its timeout, a server shutting down or
// starting, too many connections.
const UNAVAILABLE_SQLSTATE = /^(?:08...|57014|57P0[1-3]|53300)$/;
// What pg throws, without a code, when the connection ends under it (a ROLLBACK after a cut connection gets the third).
const ENDED = [
  "Connection terminated unexpectedly",
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "The database connection ended while in use.",
];

/** The error, then its causes (drizzle wraps the driver's error in a DrizzleQueryError's `cause`). */
function* causes(error: unknown): Generator<unknown> {
  for (let depth = 0; depth < 5 && error; depth++) {
    yield error;
    error = error instanceof Error ? error.cause : undefined;
  }
}

/**
 * What a log line says of the database being away: the first code along the causes and the driver's own words
 * (the innermost cause's message: never drizzle's "Failed query: …", which carries the statement).
 */
export function awayFacts(error: unknown): { code?: string; reason: string } {
  let code: string | undefined;
  let reason = "";
  for (const cause of causes(error)) {
    const own = (cause as { code?: unknown }).code;
    if (code === undefined && typeof own === "string") code = own;
    if (cause instanceof Error) reason = cause.message.slice(0, 120);
  }
  return code === undefined ? { reason } : { code, reason };
}

/** Whether an error says the database is away, rather than that a statement or the code is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (cause instanceof DatabaseUnavailableError) return true;
    const code = (cause as { code?: unknown }).code;
    if (code === DATABASE_TIMEOUT) return true;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (cause instanceof Error && ENDED.includes(cause.message)) return true;
  }
  return false;
}

/**
 * `work`'s outcome; but if it has not settled after `patienceMs`, `probe` asks the database (within PROBE_MS) and,
 * when that fails, rejects with DatabaseUnavailableError at once. The work keeps running (a statement cannot be
 * taken back from the database): if the database comes back in time it may still complete, and the client's retry
 * then meets its outcome (an address already registered, a duplicate the form's rate limit counts).
 */
export async function unlessDatabaseAway<T>(
  work: Promise<T>,
  probe: () => Promise<boolean>,
  patienceMs = WRITE_PATIENCE_MS,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const away = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      if (!(await probe().catch(() => false))) reject(new DatabaseUnavailableError());
    }, patienceMs);
  });
  // Its late failure is nobody's to answer any more.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, away]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs a write that failed: the database away as one short warning (its code, never the statement), anything else
 * as the error it is. Returns whether the database was away, for the answer's code ("unavailable").
 */
export function logFailedWrite(error: unknown, message: string): boolean {
  if (!isDatabaseUnavailable(error)) {
    logger.error({ err: error }, message);
    return false;
  }
  logger.warn(awayFacts(error), `${message}: the database is unavailable`);
  return true;
}
