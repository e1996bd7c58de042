// Lighthouse on each page: Lighthouse's default config (mobile form factor, simulated slow-4G + 4x CPU throttling),
// Debian's chromium, a fresh browser profile per run, and the median of each figure over the runs.
// Every run's JSON report is kept in bench/lh/ (git-ignored) for digging into a missed target.
import { mkdirSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadAverage } from "./machine.mjs";
import { median, round } from "./stats.mjs";

const REPORT_DIR = "bench/lh";
const CHROME_PATH = "/usr/bin/chromium";
// Background-networking flags keep Chromium from calling out (there is no internet here, and a stalled
// lookup would distort the timings); the pages themselves load same-origin resources only.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const RUN_TIMEOUT_MS = 120_000;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const slug = (path) => (path === "/" ? "home" : path.replace(/^\//, "").replace(/\W+/g, "-"));

/** One Lighthouse run in its own Chromium; the browser is killed whatever happens. */
async function runOnce(url, { throttlingMethod } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    handleSIGINT: false,
  });
  let timer;
  try {
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s on ${url}`)),
        RUN_TIMEOUT_MS,
      );
    });
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", throttlingMethod }),
      timeout,
    ]);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  } finally {
    clearTimeout(timer);
    chrome.kill();
  }
}

/**
 * JavaScript bytes over the wire: every request Chrome classed as a script, whatever its origin or reason
 * (the HTML's own scripts, lazy chunks, the router's prefetches of linked routes). `inHtml` (dist-dir paths
 * such as "static/chunks/x.js") splits out the part the page's HTML itself loads.
 */
function scriptBytes(lhr, inHtml) {
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  const bytes = (list) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const fromHtml = (item) => inHtml?.has(new URL(item.url).pathname.replace(/^\/_next\//, ""));
  return { all: bytes(scripts), html: inHtml ? bytes(scripts.filter(fromHtml)) : undefined };
}

function figures(lhr, inHtml) {
  const js = scriptBytes(lhr, inHtml);
  const score = (id) => (lhr.categories[id]?.score == null ? undefined : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    speedIndexMs: value("speed-index"),
    ttiMs: value("interactive"),
    totalBytes: value("total-byte-weight"),
    jsBytes: js.all,
    jsHtmlBytes: js.html,
    // Lighthouse's own CPU speed probe for the run: low values mean a slow or busy machine.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** The audits that cost points in each category (score below 1 and weight above 0), worst first. */
function findings(lhr) {
  const out = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    out[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && typeof audit.score === "number" && audit.score < 1)
      .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
      .map(({ ref, audit }) => ({
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        display: audit.displayValue,
      }));
  }
  // Performance diagnostics that carry no weight themselves but explain the metrics (savings as Lighthouse estimates them).
  out.hints = lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        typeof audit.score === "number" &&
        audit.score < 1 &&
        audit.scoreDisplayMode === "metricSavings" &&
        audit.displayValue,
    )
    .map((audit) => ({ id: audit.id, title: audit.title, display: audit.displayValue, savings: audit.metricSavings }));
  const lcp = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  out.lcp = {
    element: lcp[0]?.items?.[0]?.node?.snippet,
    selector: lcp[0]?.items?.[0]?.node?.selector,
    phases: Object.fromEntries((lcp[1]?.items ?? []).map((item) => [item.phase, round(item.timing)])),
    // Unthrottled, as the trace saw them; the simulated figures above are derived from these.
    observedFcpMs: round(metrics.observedFirstContentfulPaint),
    observedLcpMs: round(metrics.observedLargestContentfulPaint),
    observedLoadMs: round(metrics.observedLoad),
  };
  out.bootup = (lhr.audits["bootup-time"]?.details?.items ?? [])
    .slice(0, 4)
    .map((item) => ({ url: item.url, totalMs: round(item.total), scriptingMs: round(item.scripting) }));
  return out;
}

/**
 * One run, run again once if Chromium recorded a bad trace (NO_NAVSTART, NO_FCP...: Lighthouse's own advice); its
 * report kept as bench/lh/<name>.json. Throws if the second run failed too.
 */
async function keptRun(url, throttlingMethod, name, log = () => {}) {
  let { lhr, report } = await runOnce(url, { throttlingMethod });
  if (lhr.runtimeError) {
    log(`  lighthouse ${name}: ${lhr.runtimeError.code}, running it again`);
    ({ lhr, report } = await runOnce(url, { throttlingMethod }));
  }
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(`${REPORT_DIR}/${name}.json`, typeof report === "string" ? report : report[0]);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/** One run of `url` under `throttlingMethod` ("simulate" or "devtools", phone.mjs): its figures. */
export async function measureOnce(url, throttlingMethod, name) {
  return { ...figures(await keptRun(url, throttlingMethod, slug(name))), load1: loadAverage()[0] };
}

/**
 * Runs every page `runs` times (run-major, so slow moments of a busy machine spread over the pages) and
 * returns per-page medians, the raw runs and the findings of the run closest to the median performance score.
 * `reportPrefix` names the reports of another app than the site (bench/lh/floor-home-1.json).
 */
export async function benchLighthouse(
  baseUrl,
  paths,
  { runs = 3, htmlScripts = {}, log = console.log, reportPrefix = "", throttlingMethod } = {},
) {
  const perPage = new Map(paths.map((path) => [path, { runs: [], errors: [], lhrs: [] }]));
  for (let run = 1; run <= runs; run++) {
    for (const path of paths) {
      const page = perPage.get(path);
      const load1 = loadAverage()[0];
      try {
        const lhr = await keptRun(`${baseUrl}${path}`, throttlingMethod, `${reportPrefix}${slug(path)}-${run}`, log);
        const f = { ...figures(lhr, htmlScripts[path]), load1 };
        page.runs.push(f);
        page.lhrs.push(lhr);
        log(
          `  lighthouse ${path} run ${run}: perf ${f.performance}, LCP ${round(f.lcpMs)} ms, TBT ${round(f.tbtMs)} ms, TTI ${round(f.ttiMs)} ms, JS ${round(f.jsBytes / 1024, 1)} KiB (load ${load1})`,
        );
      } catch (error) {
        page.errors.push(String(error?.message ?? error));
        log(`  lighthouse ${path} run ${run} failed: ${error?.message ?? error}`);
      }
      await sleep(500);
    }
  }

  return paths.map((path) => {
    const { runs: done, errors, lhrs } = perPage.get(path);
    const med = (key) => median(done.map((r) => r[key]));
    const medians = Object.fromEntries(Object.keys(done[0] ?? {}).map((key) => [key, med(key)]));
    const distance = (i) => Math.abs(done[i].performance - medians.performance);
    const mid = lhrs.length ? lhrs.reduce((best, _, i) => (distance(i) < distance(best) ? i : best), 0) : -1;
    return {
      path,
      runs: done.length,
      medians,
      raw: done,
      errors,
      lighthouseVersion: lhrs[0]?.lighthouseVersion,
      formFactor: lhrs[0]?.configSettings.formFactor,
      throttlingMethod: lhrs[0]?.configSettings.throttlingMethod,
      findings: mid >= 0 ? findings(lhrs[mid]) : undefined,
      runWarnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings ?? []))],
    };
  });
}
