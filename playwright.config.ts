import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

import { DIAGNOSTICS_PORT, FAKE_ADMIN_PORT, FAKE_ADMIN_URL, FAKE_PLATFORM_PORT, FAKE_PLATFORM_URL, PLATFORM_SYNC_TEST_KEY, PORT, REMOTE_PORT, SYNC_PORT } from "./e2e/servers";
const SYSTEM_CHROMIUM = "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A limit for a hung test, not a speed check (that is `npm run bench`): the same test takes twice as long on a
  // slow CI machine, and the longest flows (two browsers, a mailed link and a payment) then pass 30 s.
  timeout: 60_000,
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's chromium when present (Playwright cannot download its own here), else Playwright's.
      executablePath: existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    productionServer(PORT, {}),
    productionServer(DIAGNOSTICS_PORT, { ENABLE_DIAGNOSTICS: "true" }),
    // The fake platform the sync server sends registrations to (e2e/sync.spec.ts).
    {
      command: `node_modules/.bin/tsx e2e/fakes/platform-process.ts ${FAKE_PLATFORM_PORT} ${PLATFORM_SYNC_TEST_KEY}`,
      url: `${FAKE_PLATFORM_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    productionServer(SYNC_PORT, { PLATFORM_API_URL: FAKE_PLATFORM_URL, PLATFORM_SYNC_KEY: PLATFORM_SYNC_TEST_KEY }),
    // The fake account provider: our embedded admin API on its own in-memory database, over HTTP
    // (e2e/remote-admin.spec.ts). react-server resolves "server-only" to its empty module, as in Next's server.
    {
      command: `node_modules/.bin/tsx --conditions=react-server e2e/fakes/admin-api-process.ts ${FAKE_ADMIN_PORT}`,
      url: `${FAKE_ADMIN_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    productionServer(REMOTE_PORT, { ADMIN_API_URL: FAKE_ADMIN_URL }),
  ],
});

/** The production server (npm run serve) on 127.0.0.1 with its own data folder; the servers differ only in the env they get. */
function productionServer(port: number, env: Record<string, string>) {
  return {
    // "localhost" (127.0.0.1 on our machines), not an IP: Next 16 hands proxy.ts's region rewrites to an HTTP
    // proxy hop whenever -H is an address (README, Deploy).
    command: `node_modules/.bin/tsx server/main.ts -p ${port} -H localhost`,
    // Ready once the database is open and migrated, so no test pays for that on its first registration.
    url: `http://127.0.0.1:${port}/api/health`,
    // Never test a server left over from an earlier run: it may serve an older build.
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PGLITE_DIR: `.data/e2e-${port}/pglite`,
      MAIL_DIR: `.data/e2e-${port}/mail`,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      APP_URL: "http://127.0.0.1:9/app",
      PAYMENTS_SANDBOX: "true",
      ...env,
    },
  };
}
