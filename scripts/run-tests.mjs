// npm test – Jest (unit + integration) and, side by side with it, the production build; then Playwright e2e against
// Next's own production server (next start, as npm start runs it). Ends with one plain line "N passed, N failed"
// totalling both runners, and the time each stage took (docs/decisions/0007-the-suite-on-two-cores.md).
import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { postgresSummary } from "./postgres-summary.mjs";

const RESULTS = "test-results";
mkdirSync(RESULTS, { recursive: true });
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const started = Date.now();
const timings = [];

/** Runs a command to its end; `logFile` takes its output instead of the terminal (a build beside Jest would interleave). */
function run(label, command, args, { extraEnv = {}, logFile } = {}) {
  const begin = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: logFile ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...env, ...extraEnv },
    });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.once("exit", (code, signal) => {
      timings.push(`${label} ${Math.round((Date.now() - begin) / 1000)} s`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
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

// Beside Jest, one after the other and niced (Jest's timed fault drills keep the CPU first; Jest spends much of its
// time waiting on databases, sockets and timeouts): the type check, once for both builds, which are told so
// (LEADFLOW_TYPES_CHECKED_BESIDE, next.config.ts); the production build; the preview deployment's build that
// e2e/preview.spec.ts serves (e2e/build-preview.ts).
// SITE_URL is baked into prerendered pages (canonical URLs, sitemap), so the build gets the address the e2e server
// listens on. The build alone also gets fake server secrets, which e2e/secrets.spec.ts then looks for in what
// browsers download; the e2e servers run without them. APP_URL too: the CSP's form-action (the /login hand-over) is
// fixed at build time; the same as playwright.config.ts.
const e2ePort = process.env.E2E_PORT ?? "3100";
const buildSecrets = readJson("e2e/build-secrets.json");
const checked = { LEADFLOW_TYPES_CHECKED_BESIDE: "1" };
const buildLog = `${RESULTS}/next-build.log`;
const typecheckLog = `${RESULTS}/typecheck.log`;
const previewLog = `${RESULTS}/preview-build.log`;
const besideJest = (async () => {
  const typecheck = await run("typecheck", "nice", ["-n", "10", "npm", "run", "--silent", "typecheck"], {
    logFile: typecheckLog,
  });
  const build = await run("next build", "nice", ["-n", "10", "node_modules/.bin/next", "build"], {
    extraEnv: {
      SITE_URL: `http://127.0.0.1:${e2ePort}`,
      APP_URL: "http://127.0.0.1:9/app",
      ...buildSecrets,
      ...checked,
    },
    logFile: buildLog,
  });
  // The build of the preview nices itself (e2e/preview-build.ts).
  const preview =
    build === 0
      ? await run("preview build", "node_modules/.bin/tsx", ["e2e/build-preview.ts"], {
          extraEnv: checked,
          logFile: previewLog,
        })
      : 1;
  return { typecheck, build, preview };
})();

// Jest
const jestFile = `${RESULTS}/jest.json`;
rmSync(jestFile, { force: true });
const jestStatus = await run("jest", "node_modules/.bin/jest", ["--json", `--outputFile=${jestFile}`], {
  extraEnv: { NODE_OPTIONS: "--experimental-vm-modules --no-warnings=ExperimentalWarning" },
});
const jest = readJson(jestFile);
if (jest) {
  totals.passed += jest.numPassedTests;
  totals.failed += jest.numFailedTests;
}
// Which suites ran on PostgreSQL, and which did not for want of TEST_DATABASE_URL (CI sets it; a laptop may not).
if (jest) {
  const source = (file) => (existsSync(file) ? readFileSync(file, "utf8") : undefined);
  for (const line of postgresSummary(jest, source, { databaseUrlSet: Boolean(process.env.TEST_DATABASE_URL) }))
    console.log(line);
}
if (jestStatus !== 0 || !jest) {
  ok = false;
  if (jest && jest.numFailedTests === 0) totals.failed += Math.max(1, jest.numFailedTestSuites);
}

const beside = await besideJest;
if (beside.typecheck !== 0) {
  ok = false;
  totals.failed += 1;
  console.error(readFileSync(typecheckLog, "utf8").slice(-6_000));
  console.error("The type check failed.");
}
if (beside.build !== 0) {
  ok = false;
  totals.failed += 1;
  console.error(readFileSync(buildLog, "utf8").slice(-6_000));
  console.error("next build failed: e2e tests were not run.");
} else {
  const e2eFile = `${RESULTS}/playwright.json`;
  rmSync(e2eFile, { force: true });
  // Without the preview's build (its log says why), e2e/preview.spec.ts builds it itself, and fails as it did.
  if (beside.preview !== 0) console.error(readFileSync(previewLog, "utf8").slice(-6_000));
  const e2eStatus = await run("playwright", "node_modules/.bin/playwright", ["test"], {
    extraEnv: beside.preview === 0 ? { E2E_PREVIEW_PREBUILT: "1" } : {},
  });
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

console.log(`Times: ${timings.join(", ")}; in all ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
