import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

import { keepsArtifacts } from "./e2e/artifacts";
import { PORT, SERVERS_READY } from "./e2e/servers";
// Debian's headless shell (package chromium-headless-shell), the headless-only build Playwright itself uses for
// headless Chromium: the same engine as /usr/bin/chromium without the desktop browser's UI layers, and 40 % less CPU
// on the same specs (docs/decisions/0007-the-suite-on-two-cores.md). Else Debian's full chromium, else Playwright's own (which
// cannot be downloaded here).
const SYSTEM_BROWSERS = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const systemBrowser = SYSTEM_BROWSERS.find((path) => existsSync(path));

export default defineConfig({
  testDir: "./e2e",
  // The dev editor's saves run on their own (e2e/dev-editor.config.ts): `next dev` compiles every editor screen on
  // demand, about 20 minutes on two cores, twice the whole suite's budget.
  testIgnore: ["editor-saves.spec.ts", "editor-cover.spec.ts"],
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  // Three on CI's two cores: the tests wait on networks, mail and idle pages for about a tenth of the run, which a
  // third worker fills (6.1 to 5.5 minutes; docs/decisions/0007-the-suite-on-two-cores.md).
  workers: process.env.CI ? 3 : undefined,
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
    // Recording a trace of every test costs a tenth of the e2e run's CPU (docs/decisions/0007-the-suite-on-two-cores.md).
    trace: keepsArtifacts("E2E_TRACES") ? "retain-on-failure" : "off",
    launchOptions: {
      executablePath: systemBrowser,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // The GPU service (software compositing here) as a thread of the browser process: 17 % less CPU over
        // every-page, signup and pricing than as a process of its own (docs/decisions/0007-the-suite-on-two-cores.md).
        "--in-process-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  // Every server at once (e2e/start-servers.ts): a list here would be started and awaited one after another.
  webServer: {
    command: "node_modules/.bin/tsx e2e/start-servers.ts",
    wait: { stdout: new RegExp(SERVERS_READY) },
    // Its own limit is 180 s (four databases created at once on a busy machine); this one is for a launcher that hangs.
    timeout: 240_000,
  },
});
