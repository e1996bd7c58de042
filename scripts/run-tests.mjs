// npm test – Jest (unit + integration), then a production build and Playwright e2e against Next's own production server (next start, as npm start runs it).
// Ends with one plain line "N passed, N failed" totalling both runners.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

function run(command, args, extraEnv = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } });
  return result.status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const totals = { passed: 0, failed: 0 };
let ok = true;

// Jest
const jestFile = `${RESULTS}/jest.json`;
rmSync(jestFile, { force: true });
const jestStatus = run("node_modules/.bin/jest", ["--json", `--outputFile=${jestFile}`], {
  NODE_OPTIONS: "--experimental-vm-modules --no-warnings=ExperimentalWarning",
});
const jest = readJson(jestFile);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
}
if (jestStatus !== 0 || !jest) {
  ok = false;
  if (jest && jest.numFailedTests === 0) totals.failed += Math.max(1, jest.numFailedTestSuites);
}

// Production build, then e2e. SITE_URL is baked into prerendered pages (canonical URLs, sitemap), so the
// build gets the address the e2e server listens on. The build alone also gets fake server secrets, which
// e2e/secrets.spec.ts then looks for in what browsers download; the e2e servers run without them.
const e2ePort = process.env.E2E_PORT ?? "3100";
const buildSecrets = readJson("e2e/build-secrets.json");
// APP_URL too: the CSP's form-action (the /login hand-over) is fixed at build time; the same as playwright.config.ts.
const buildStatus = run("node_modules/.bin/next", ["build"], {
  SITE_URL: `http://127.0.0.1:${e2ePort}`,
  APP_URL: "http://127.0.0.1:9/app",
  ...buildSecrets,
});
if (buildStatus !== 0) {
  ok = false;
  totals.failed += 1;
  console.error("next build failed: e2e tests were not run.");
} else {
  const e2eFile = `${RESULTS}/playwright.json`;
  rmSync(e2eFile, { force: true });
  const e2eStatus = run("node_modules/.bin/playwright", ["test"]);
  const report = existsSync(e2eFile) ? readJson(e2eFile) : null;
  if (report) {
    totals.passed += report.stats.expected + report.stats.flaky;
    totals.failed += report.stats.unexpected;
  }
  if (e2eStatus !== 0 || !report) {
    ok = false;
    if (!report || report.stats.unexpected === 0) totals.failed += 1;
  }
}

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
