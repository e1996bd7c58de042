// The site server's outbox as its gauges show it (GET /api/metrics, docs/observability.md), for tests that prove a
// mail was NOT sent: instead of sleeping and hoping the drain is over, they wait until no e-mail job is pending.
import { expect, type APIRequestContext } from "@playwright/test";
import { METRICS_TEST_TOKEN, PORT } from "./servers";

const METRICS_URL = `http://127.0.0.1:${PORT}/api/metrics`;
const PENDING_MAIL = /^leadflow_outbox_jobs\{(?=[^}]*kind="email")(?=[^}]*state="pending")[^}]*\} (\d+)$/m;
/** The database's gauges were read for this very scrape, not served from an earlier reading. */
const READ_NOW = /^leadflow_readings_age_seconds 0$/m;

/** E-mail jobs pending (due, under way or waiting for a retry) in a reading taken now; null if none was taken now. */
async function pendingMails(request: APIRequestContext): Promise<number | null> {
  const answer = await request.get(METRICS_URL, { headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` } });
  expect(answer.status(), "GET /api/metrics with the e2e servers' METRICS_TOKEN").toBe(200);
  const text = await answer.text();
  if (!READ_NOW.test(text)) return null;
  return Number(PENDING_MAIL.exec(text)?.[1] ?? 0);
}

/**
 * Resolves once the site server's outbox has no e-mail job pending. A mail is queued with the write it belongs to,
 * before the visitor gets an answer (lib/platform/outbox/enqueue.ts), and its job is marked done only after the
 * mail is written: so every mail queued before this call is in the mailbox by then. The server's own drains run it
 * (after the write, or the loop within 10 s: docs/operations.md); the test only watches.
 */
export async function untilNoMailPending(request: APIRequestContext): Promise<void> {
  await expect
    .poll(() => pendingMails(request), {
      timeout: 30_000,
      message: "e-mail jobs pending in the site server's outbox",
    })
    .toBe(0);
}
