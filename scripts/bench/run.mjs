// npm run bench: what it measures, how, its options and what it writes are bench/README.md's. nginx listens on the
// next port (3401). --skip-build reuses the last .next-bench build (it must have been built for the same port:
// SITE_URL is baked in). The revision comes from git; in a tree without .git (e.g. `git archive` output) set
// BENCH_REVISION to name it.
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { killAll as killChromes } from "chrome-launcher";
import { contactActionId, contactActionLoad } from "./contact-action.mjs";
import { benchFloor, floorSummary, startFloor, stopFloor } from "./floor.mjs";
import { firstLoadJs, htmlScripts } from "./first-load-js.mjs";
import { benchLighthouse, measureOnce } from "./lighthouse.mjs";
import { BROWSER_HEADERS, loadTest } from "./load.mjs";
import { loadAverage, machineInfo, revision } from "./machine.mjs";
import { nginxInstalled, startNginx } from "./nginx.cjs";
import { benchRegistration } from "./registration.mjs";
import { renderFloor, writeReports } from "./report.mjs";
import { buildSite, startServer, warm } from "./server.mjs";
import { benchPhone, renderPhone } from "./phone.mjs";
import { LIGHTHOUSE_PAGES, PHONE_PAGES } from "./targets.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const port = Number(option("port", process.env.BENCH_PORT ?? 3400));
const nginxPort = port + 1;
const runs = Number(option("runs", 3));
const duration = Number(option("duration", 10));
const skipBuild = args.includes("--skip-build");
const floorOnly = args.includes("--floor-only");
const withFloor = !args.includes("--no-floor");
const phoneOnly = args.includes("--phone-only");
const phonePages = args.filter((arg) => arg.startsWith("--page=")).map((arg) => arg.slice("--page=".length));
const PHONE_JSON = "bench/phone.json";
const FLOOR_JSON = "bench/floor.json";
const DIST_DIR = ".next-bench";
const CONNECTIONS = 20;
const WARMUP_S = 3;
const siteUrl = `http://127.0.0.1:${port}`;

const log = (message) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
let server;
let nginx;
// The load average as each step began: the build itself loads the machine, so the start figure is not the whole story.
const stepLoad = {};

async function stopServers() {
  await nginx?.stop();
  await server?.stop();
  await stopFloor();
}

async function shutdown(signal) {
  log(`${signal}: stopping`);
  killChromes();
  await stopServers();
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

const PLANS = {
  method: "GET",
  path: "/api/subscriptions/plans?billing_cycle=Monthly",
  headers: { accept: "application/json", "accept-encoding": BROWSER_HEADERS["accept-encoding"] },
};
const HOME = { method: "GET", path: "/", headers: BROWSER_HEADERS };
// What "/" serves this visitor (proxy.ts rewrites it to the variant prerendered for their region): "/" itself is
// `Cache-Control: private` and never comes from nginx's cache; its variant does.
const HOME_VARIANT = { method: "GET", path: "/global", headers: BROWSER_HEADERS };

/** The machine the figures are measured on, logged as the run starts. */
function loggedMachine() {
  const machine = machineInfo();
  const idle = machine.lowLoadAtStart ? "" : " (not idle: figures will be pessimistic)";
  log(
    `${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}, load average ${machine.loadAverageStart.join(", ")}${idle}`,
  );
  return machine;
}

/** The framework's floor on `port` (nothing else may be listening there), as a step: a failure is recorded, not thrown. */
async function floorStep() {
  const floor = await step(`floor: an empty Next page, ${runs} Lighthouse runs`, () => benchFloor({ port, runs, log }));
  if (!floor.error) log(`  floor: ${floorSummary(floor)}`);
  return floor;
}

/** --floor-only: the floor alone, with the machine it ran on; bench/results.json and the README are left as they are. */
async function floorOnlyMain() {
  const machine = loggedMachine();
  const floor = await floorStep();
  const result = {
    date: new Date().toISOString(),
    revision: revision(),
    machine: { ...machine, loadAverageEnd: loadAverage() },
    floor,
  };
  writeFileSync(FLOOR_JSON, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `\nRun ${result.date}, load average at start ${machine.loadAverageStart.join(", ")}, at the end ${result.machine.loadAverageEnd.join(", ")}.\n\n${renderFloor(floor)}\n`,
  );
  log(`wrote ${FLOOR_JSON}`);
  if (floor.error) process.exitCode = 1;
}

/** What a phone sees (phone.mjs): the empty page served on port + 2 beside the site, both methods, interleaved. */
async function phoneStep(siteBase) {
  const paths = phonePages.length ? phonePages : PHONE_PAGES;
  return step(
    `what a phone sees: ${paths.length} pages and the empty page, both throttling methods, ${runs} rounds`,
    async () => {
      const floor = await startFloor({ port: port + 2, log });
      try {
        return await benchPhone({
          floorUrl: floor.baseUrl,
          siteUrl: siteBase,
          paths,
          rounds: runs,
          measure: measureOnce,
          log,
        });
      } finally {
        await floor.stop();
      }
    },
  );
}

async function main() {
  if (floorOnly) return floorOnlyMain();
  const machine = loggedMachine();
  const rev = revision();

  if (!skipBuild) {
    log(`next build into ${DIST_DIR} with SITE_URL=${siteUrl}`);
    await buildSite({ distDir: DIST_DIR, siteUrl });
  }
  const dataDir = `.data/bench-${port}`;
  server = await startServer({ port, distDir: DIST_DIR, dataDir, siteUrl });
  const base = server.baseUrl;
  log(`next start on ${base}`);

  const results = {
    date: new Date().toISOString(),
    revision: rev,
    machine,
    config: {
      port,
      nginxPort,
      distDir: DIST_DIR,
      lighthouse: { runs },
      load: { connections: CONNECTIONS, duration, warmup: WARMUP_S },
    },
  };
  try {
    const served = await warm(base, PHONE_PAGES);

    if (phoneOnly) {
      results.phone = await phoneStep(base);
      writeFileSync(PHONE_JSON, `${JSON.stringify(results, null, 2)}\n`);
      console.log(`\n${renderPhone(results.phone)}\n`);
      log(`wrote ${PHONE_JSON}`);
      return;
    }
    results.firstLoadJs = await step("First Load JS, as next start sends it", () =>
      firstLoadJs(DIST_DIR, { baseUrl: base, servedHtml: { "/signup": served["/signup"] } }),
    );

    const pages = await step(`Lighthouse, ${runs} runs per page`, () =>
      benchLighthouse(base, LIGHTHOUSE_PAGES, {
        runs,
        log,
        htmlScripts: Object.fromEntries(LIGHTHOUSE_PAGES.map((path) => [path, new Set(htmlScripts(served[path]))])),
      }),
    );
    results.phone = await phoneStep(base);
    results.lighthouse = Array.isArray(pages)
      ? pages
      : LIGHTHOUSE_PAGES.map((path) => ({ path, runs: 0, medians: {}, errors: [pages.error] }));
    const first = results.lighthouse.find((page) => page.runs);
    Object.assign(results.config.lighthouse, {
      formFactor: first?.formFactor,
      throttlingMethod: first?.throttlingMethod,
    });
    results.lighthouseVersion = first?.lighthouseVersion;

    const load = [];
    const loadStep = async (key, title, through, request, extra) => {
      const target = through === "nginx" ? nginx?.baseUrl : base;
      const result = target
        ? await step(`autocannon ${title}`, () =>
            loadTest(target, { title, request, connections: CONNECTIONS, duration, warmup: WARMUP_S, ...extra }),
          )
        : { error: "nginx did not run (see above)" };
      load.push({
        key,
        title,
        through,
        method: request.method ?? "GET",
        path: request.path,
        ...result,
        loadAverage: stepLoad[`autocannon ${title}`],
      });
      log(
        `  ${title}: ${result.requestsPerSecond ?? "n/a"} req/s, p99 ${result.latencyP99Ms ?? "n/a"} ms, non-2xx ${result.non2xx ?? "n/a"}`,
      );
      await sleep(2_000);
    };
    await loadStep("home", "home page", "next", HOME);
    await loadStep("home-variant", "home page's Global variant", "next", HOME_VARIANT);
    await loadStep("plans", "plans API", "next", PLANS);

    // nginx in front of the same `next start`, one worker per core, its cache filled by the warm-up.
    const started = await step(`nginx on 127.0.0.1:${nginxPort} in front of next start`, async () => {
      if (!nginxInstalled()) throw new Error("nginx is not installed (apt-get install -y nginx)");
      nginx = await startNginx({ port: nginxPort, upstream: `127.0.0.1:${port}`, workers: cpus().length });
    });
    results.nginx = started?.error
      ? { error: started.error }
      : { workers: cpus().length, config: "deploy/nginx/leadflow.conf.template" };
    await loadStep("home-nginx", "home page behind nginx", "nginx", HOME);
    await loadStep("home-variant-nginx", "home page's Global variant behind nginx", "nginx", HOME_VARIANT);
    await loadStep("plans-nginx", "plans API behind nginx", "nginx", PLANS);
    await nginx?.stop();
    nginx = undefined;

    results.registration = await step("registration, twice 200 requests at 10 concurrent", () =>
      benchRegistration(base, { total: 200, concurrency: 10, mailDir: `${dataDir}/mail` }),
    );
    if (results.registration && !results.registration.error)
      results.registration.loadAverage = stepLoad["registration, twice 200 requests at 10 concurrent"];
    await sleep(2_000);

    // Last: every sent message also queues an e-mail the outbox writes after the answer, which loads the server.
    const action = contactActionLoad(base, contactActionId(DIST_DIR));
    await loadStep("contact", "contact server action", "next", action.request, { classify: action.classify });
    results.load = load;
  } finally {
    await stopServers();
  }
  if (withFloor) results.floor = await floorStep();
  results.machine.loadAverageEnd = loadAverage();
  results.machine.loadAverageBySteps = stepLoad;
  writeReports(results);
  log("wrote bench/results.json, bench/results.md and the latest table in bench/README.md");
}

try {
  await main();
} catch (error) {
  console.error(error);
  killChromes();
  await stopServers();
  process.exit(1);
}
