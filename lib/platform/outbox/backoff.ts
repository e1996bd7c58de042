// How the outbox retries: exponential backoff from 30 s, capped at 6 h, dead-lettered after 8 attempts
// (about 1 h 4 min of retries in all; a dead job keeps its last error for a person to look at).

export const BASE_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 6 * 60 * 60 * 1000;
export const MAX_ATTEMPTS = 8;

/** The wait after the given number of failed attempts (1 → 30 s, 2 → 60 s, …, capped at 6 h). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // Cap the exponent too: 2^1000 is Infinity, and the cap is reached at 2^10 anyway.
  return Math.min(BASE_RETRY_MS * 2 ** Math.min(exponent, 30), MAX_RETRY_MS);
}

export type RetryDecision = { status: "pending"; nextAttemptAt: Date } | { status: "dead" };

/** What to do with a job whose attempt number `attempts` just failed at `now`. */
export function afterFailure(attempts: number, now: Date, maxAttempts = MAX_ATTEMPTS): RetryDecision {
  if (attempts >= maxAttempts) return { status: "dead" };
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}
