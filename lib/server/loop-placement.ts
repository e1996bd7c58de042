// Kept apart from the loop itself, so deciding imports nothing (instrumentation.ts runs during `next build` too).

/**
 * Where no outbox loop belongs: `next build` (prerendering loads the server), Jest (tests start their own), Vercel (a
 * function is frozen between requests: Vercel Cron calls /api/cron/outbox instead), or OUTBOX_LOOP=off.
 */
export function loopBelongsHere(env: Record<string, string | undefined> = process.env): boolean {
  return !(
    env.NEXT_PHASE === "phase-production-build" ||
    env.JEST_WORKER_ID ||
    env.VERCEL ||
    env.OUTBOX_LOOP === "off"
  );
}

/**
 * What runs a job again after a failed after-answer drain, for its log line: the cron route on Vercel, this process's
 * outbox loop on a Node host (which has no cron route calling it), or nothing but the next write when the loop is off.
 */
export function whatRetries(env: Record<string, string | undefined> = process.env): string {
  if (env.VERCEL) return "the cron route (/api/cron/outbox) runs it again within a minute";
  if (env.OUTBOX_LOOP === "off") return "the next write's drain runs it again (OUTBOX_LOOP=off: no loop here)";
  return "this process's outbox loop runs it again within 10 s";
}
