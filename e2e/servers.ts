// The production servers e2e/start-servers.ts starts for Playwright (playwright.config.ts): the site, the same build with the
// diagnostics pages enabled, the same build syncing registrations to a fake platform (also started by
// Playwright: testing/platform-process.ts), and the same build with the remote admin API backend, whose
// ADMIN_API_URL is a fake provider (also started by Playwright: testing/admin-api-process.ts).
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const DIAGNOSTICS_PORT = PORT + 1;
export const DIAGNOSTICS_URL = `http://127.0.0.1:${DIAGNOSTICS_PORT}`;
export const SYNC_PORT = PORT + 2;
export const SYNC_URL = `http://127.0.0.1:${SYNC_PORT}`;
export const FAKE_PLATFORM_PORT = PORT + 3;
export const FAKE_PLATFORM_URL = `http://127.0.0.1:${FAKE_PLATFORM_PORT}`;
export const REMOTE_PORT = PORT + 4;
export const REMOTE_URL = `http://127.0.0.1:${REMOTE_PORT}`;
export const FAKE_ADMIN_PORT = PORT + 5;
export const FAKE_ADMIN_URL = `http://127.0.0.1:${FAKE_ADMIN_PORT}`;
/** The PLATFORM_SYNC_KEY shared by the sync server and the fake platform (a test value, not a secret). */
export const PLATFORM_SYNC_TEST_KEY = "e2e-platform-sync-key";
/** DRAFT_SECRET of the e2e production servers (a test value, not a secret): e2e/drafts.spec.ts opens Draft Mode with it. */
export const DRAFT_TEST_SECRET = "e2e-draft-secret-a-test-value-0123456789";
/**
 * METRICS_TOKEN of the e2e production servers (a test value, not a secret): e2e/outbox.ts reads the outbox's gauges
 * from /api/metrics to know when every queued mail has gone out.
 */
export const METRICS_TEST_TOKEN = "e2e-metrics-token-a-test-value";
/** What e2e/start-servers.ts prints once every server answers. */
export const SERVERS_READY = "e2e servers ready";
