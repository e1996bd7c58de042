// The wording of every rate-limit answer. Pure: client islands show these too.

/** "Please try again in 3 minutes." for a rate-limited visitor: whole minutes, rounded up, at least one. */
export function tryAgainIn(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The answer of the forms that share one per-IP attempt limit (registration, lists, password reset). */
export function tooManyAttempts(retryAfterMs: number): string {
  return `Too many attempts. ${tryAgainIn(retryAfterMs)}`;
}
