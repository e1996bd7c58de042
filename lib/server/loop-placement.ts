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
