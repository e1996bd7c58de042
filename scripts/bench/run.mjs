// npm run bench – builds the production site into .next-bench, serves it on 127.0.0.1, and measures it:
// Lighthouse, First Load JS, autocannon and registration latency. Writes bench/results.json, bench/results.md
// and the README's Performance table. Not part of `npm test`.
//   npm run bench -- [--port=3400] [--runs=3] [--duration=10] [--skip-build]
// --skip-build reuses the last .next-bench build (it must have been built for the same port: SITE_URL is baked in).
// The revision comes from git; in a tree without .git (e.g. `git archive` output) set BENCH_REVISION to name it.
import { setTimeout as sleep } from "node:timers/promises";
import { killAll as killChromes } from "chrome-launcher";
import { contactActionId, contactActionLoad } from "./contact-action.mjs";
import { firstLoadJs, htmlScripts } from "./first-load-js.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { BROWSER_HEADERS, loadTest } from "./load.mjs";
import { loadAverage, machineInfo, revision } from "./machine.mjs";
import { benchRegistration } from "./registration.mjs";
import { writeReports } from "./report.mjs";
import { buildSite, restoreRewrittenFiles, startServer } from "./server.mjs";
import { LIGHTHOUSE_PAGES } from "./targets.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const port = Number(option("port", process.env.BENCH_PORT ?? 3400));
const runs = Number(option("runs", 3));
const duration = Number(option("duration", 10));
const skipBuild = args.includes("--skip-build");
const DIST_DIR = ".next-bench";
const CONNECTIONS = 20;
const WARMUP_S = 3;
const siteUrl = `http://127.0.0.1:${port}`;

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
let server;
// The load average as each step began: the build itself loads the machine, so the start figure is not the whole story.
const stepLoad = {};

async function shutdown(signal) {
  log(`${signal}: stopping`);
  killChromes();
  restoreRewrittenFiles();
  await server?.stop();
  process.exit(130);
}
process.once("SIGINT", () => shutdown("SIGINT"));
process.once("SIGTERM", () => shutdown("SIGTERM"));

/** Runs one step; a failed step is recorded as { error } and the bench goes on with the rest. */
async function step(name, fn) {
  stepLoad[name] = loadAverage();
  log(`${name} (load average ${stepLoad[name].join(", ")})`);
  try {
    return await fn();
  } catch (error) {
    log(`${name} failed: ${error?.stack ?? error}`);
    return { error: String(error?.message ?? error) };
  }
}

async function main() {
  const machine = machineInfo();
  const rev = revision();
  log(`${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverageStart.join(", ")}${machine.lowLoadAtStart ? "" : " (not idle: figures will be pessimistic)"}`);

  if (!skipBuild) {
    log(`next build into ${DIST_DIR} with SITE_URL=${siteUrl}`);
    await buildSite({ distDir: DIST_DIR, siteUrl });
  }
  const dataDir = `.data/bench-${port}`;
  server = await startServer({ port, distDir: DIST_DIR, dataDir, siteUrl });
  const base = server.baseUrl;
  log(`production server (npm run serve) on ${base}`);

  const results = {
    date: new Date().toISOString(),
    revision: rev,
    machine,
    config: { port, distDir: DIST_DIR, lighthouse: { runs }, load: { connections: CONNECTIONS, duration, warmup: WARMUP_S } },
  };
  try {
    // Warm the server (module loading, first render of each route, the page cache's one-time compression of each
    // page and of the files it loads) so no measurement pays for a cold start.
    const served = {};
    const assets = new Set();
    for (const path of LIGHTHOUSE_PAGES) {
      for (let i = 0; i < 2; i++) served[path] = await (await fetch(`${base}${path}`, { headers: BROWSER_HEADERS })).text();
      for (const asset of served[path].match(/\/_next\/static\/[^"'\s\\]+/g) ?? []) assets.add(asset);
    }
    await step("the page cache's best compression of every page and file", () => untilSizesSettle(base, [...LIGHTHOUSE_PAGES, ...assets]));

    results.firstLoadJs = await step("First Load JS from the build manifests", () => firstLoadJs(DIST_DIR, { servedHtml: { "/signup": served["/signup"] } }));

    const pages = await step(`Lighthouse, ${runs} runs per page`, () =>
      benchLighthouse(base, LIGHTHOUSE_PAGES, { runs, log, htmlScripts: Object.fromEntries(LIGHTHOUSE_PAGES.map((path) => [path, new Set(htmlScripts(served[path]))])) }),
    );
    results.lighthouse = Array.isArray(pages) ? pages : LIGHTHOUSE_PAGES.map((path) => ({ path, runs: 0, medians: {}, errors: [pages.error] }));
    const first = results.lighthouse.find((page) => page.runs);
    Object.assign(results.config.lighthouse, { formFactor: first?.formFactor, throttlingMethod: first?.throttlingMethod });
    results.lighthouseVersion = first?.lighthouseVersion;

    const load = [];
    const loadStep = async (key, title, request, extra) => {
      const result = await step(`autocannon ${title}`, () => loadTest(base, { title, request, connections: CONNECTIONS, duration, warmup: WARMUP_S, ...extra }));
      load.push({ key, title, method: request.method ?? "GET", path: request.path, ...result });
      log(`  ${title}: ${result.requestsPerSecond ?? "n/a"} req/s, p99 ${result.latencyP99Ms ?? "n/a"} ms, non-2xx ${result.non2xx ?? "n/a"}`);
      await sleep(2_000);
    };
    await loadStep("home", "home page", { method: "GET", path: "/", headers: BROWSER_HEADERS });
    await loadStep("plans", "plans API", { method: "GET", path: "/api/subscriptions/plans?billing_cycle=Monthly", headers: { accept: "application/json", "accept-encoding": BROWSER_HEADERS["accept-encoding"] } });

    results.registration = await step("registration, twice 200 requests at 10 concurrent", () => benchRegistration(base, { total: 200, concurrency: 10, mailDir: `${dataDir}/mail` }));
    await sleep(2_000);

    // Last: every sent message also queues an e-mail the outbox writes after the answer, which loads the server.
    const action = contactActionLoad(base, contactActionId(DIST_DIR));
    await loadStep("contact", "contact server action", action.request, { classify: action.classify });
    results.load = load;
  } finally {
    await server.stop();
  }
  results.machine.loadAverageEnd = loadAverage();
  results.machine.loadAverageBySteps = stepLoad;
  writeReports(results);
  log("wrote bench/results.json, bench/results.md and the README's Performance section");
}

try {
  await main();
} catch (error) {
  console.error(error);
  killChromes();
  restoreRewrittenFiles();
  await server?.stop();
  process.exit(1);
}

/**
 * The page cache answers a new entry compressed fast, then recompresses it at the best setting in the background:
 * asks for every path until the bytes it sends stop shrinking, so no measurement sees the fast compression.
 */
async function untilSizesSettle(base, paths) {
  const encodedBytes = async () => {
    let total = 0;
    for (const path of paths) {
      // Content-Length is the coded body's: fetch decodes what it reads.
      const response = await fetch(`${base}${path}`, { headers: BROWSER_HEADERS });
      total += Number(response.headers.get("content-length"));
      await response.body?.cancel();
    }
    return total;
  };
  let previous = await encodedBytes();
  for (let pass = 0; pass < 30; pass++) {
    await sleep(1_000);
    const current = await encodedBytes();
    if (current === previous) return;
    previous = current;
  }
  throw new Error("the page cache's compressed sizes did not settle in 30 s");
}
