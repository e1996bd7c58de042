// How the outbox retries: exponential backoff from 30 s, capped at 10 min, and a job is dead-lettered by its age
// (24 h after it was queued), not by its number of attempts: an SMTP outage of hours delays mail, it does not kill it.
// A permanent refusal (permanent.ts) is dead at once. A dead job keeps its last error for a person to look at.

export const BASE_RETRY_MS = 30_000;
export const MAX_RETRY_MS = 10 * 60 * 1000;
/** A job still failing this long after it was queued is dead-lettered at its next failure. */
export const MAX_JOB_AGE_MS = 24 * 60 * 60 * 1000;

/** The wait after the given number of failed attempts (1 → 30 s, 2 → 60 s, …, capped at 10 min from the 6th on). */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // Cap the exponent too: 2^1000 is Infinity, and the cap is reached at 2^5 anyway.
  return Math.min(BASE_RETRY_MS * 2 ** Math.min(exponent, 30), MAX_RETRY_MS);
}

export type RetryDecision = { status: "pending"; nextAttemptAt: Date } | { status: "dead" };

type FailedJob = { attempts: number; createdAt: Date };

/**
 * What to do with a job whose attempt number `attempts` just failed at `now`: dead when it was queued `maxAgeMs` or
 * more ago or the failure is permanent, else due again after the backoff.
 */
export function afterFailure(
  job: FailedJob,
  now: Date,
  { maxAgeMs = MAX_JOB_AGE_MS, permanent = false }: { maxAgeMs?: number; permanent?: boolean } = {},
): RetryDecision {
  if (permanent || now.getTime() - job.createdAt.getTime() >= maxAgeMs) return { status: "dead" };
  return { status: "pending", nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)) };
}
