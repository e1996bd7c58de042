import type { APIRequestContext } from "@playwright/test";

// The e2e server's clock, read from its Date header (to the second), for tests whose outcome depends on the time:
// they reason about the server's time, never the test machine's, and never let a boundary fall inside them. A
// production server takes no clock from outside (that would be a way to move its rate limits), so these tests cannot
// fix it; they place themselves where the real clock cannot change their outcome.

/** The server's time now, in ms since the epoch (its Date header: whole seconds, rounded down). */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const answer = await request.get("/robots.txt");
  const date = answer.headers()["date"];
  if (!date) throw new Error("The server's answer has no Date header");
  return Date.parse(date);
}

/**
 * Returns once the server's current fixed window of `windowMs` (lib/platform/db/rate-limit.ts: windows start at
 * multiples of windowMs since the epoch) has at least `neededMs` left, waiting for the next window to begin if need
 * be: every hit a test makes within `neededMs` then counts in one window.
 */
export async function inOneRateWindow(request: APIRequestContext, windowMs: number, neededMs: number): Promise<void> {
  // The header is rounded down to the second: the server's clock may be up to 1 s further.
  const left = (now: number) => windowMs - ((now + 1_000) % windowMs);
  let now = await serverNow(request);
  if (left(now) >= neededMs) return;
  const nextWindow = now + 1_000 + left(now);
  while (now < nextWindow) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, nextWindow - now)));
    now = await serverNow(request);
  }
}

/** The server's calendar dates (UTC, YYYY-MM-DD) from `since` (a serverNow reading) to now: one, or two past midnight. */
export async function serverDatesSince(request: APIRequestContext, since: number): Promise<string[]> {
  const until = (await serverNow(request)) + 1_000;
  return [...new Set([since, until].map((ms) => new Date(ms).toISOString().slice(0, 10)))];
}
