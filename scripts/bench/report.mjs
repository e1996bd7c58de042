// Writes bench/results.json and bench/results.md, and puts the tables between the bench markers of bench/README.md
// (and of README.md, where it has them). Re-render the Markdown from bench/results.json with `node scripts/bench/report.mjs`.
import { renderPhone } from "./phone.mjs";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { kib, median, round, table } from "./stats.mjs";
import { LIGHTHOUSE_ROWS, LOAD_TARGETS, REGISTRATION_TARGET, loadMet, registrationMet } from "./targets.mjs";

export const RESULTS_JSON = "bench/results.json";
export const RESULTS_MD = "bench/results.md";
// Each file that holds the markers gets the latest tables; none gets a section it does not have.
const TABLE_FILES = ["bench/README.md", "README.md"];
const START = "<!-- bench:start -->";
const END = "<!-- bench:end -->";

const yesNo = (met) => (met === undefined ? "—" : met ? "yes" : "**no**");
const num = (value, digits = 0) =>
  value === undefined ? "n/a" : round(value, digits).toLocaleString("en-US", { maximumFractionDigits: digits });

const FORMATS = {
  seconds: (value) => `${num(value / 1000, 2)} s`,
  ms: (value) => `${num(value)} ms`,
  cls: (value) => num(value, 3),
  kib: (value) => `${num(kib(value), 1)} KiB`,
  load: (value) => num(value, 2),
};
const format = (value, kind) => (value === undefined ? "n/a" : (FORMATS[kind] ?? num)(value));

/** Whether a page's figure meets its row's target; undefined where the row has none for that page. */
function verdict(row, path, value) {
  const check = row.metFor ? row.metFor(path) : row.met;
  return check ? check(value) : undefined;
}

// The element of the median run (by performance score), as Lighthouse's selector names it.
const lcpElement = (page) => (page.findings?.lcp?.selector ? `\`${page.findings.lcp.selector}\`` : "n/a");

function lighthouseTable(pages) {
  const rows = LIGHTHOUSE_ROWS.map((row) => {
    const verdicts = pages.map((page) => verdict(row, page.path, page.runs ? page.medians[row.key] : undefined));
    const judged = verdicts.filter((v) => v !== undefined);
    const missed = pages.filter((_, i) => verdicts[i] === false).map((page) => page.path);
    const met = judged.length === 0 ? "—" : missed.length ? `**no** (${missed.join(", ")})` : "yes";
    return [
      row.label,
      ...pages.map((page) => format(page.runs ? page.medians[row.key] : undefined, row.format)),
      row.target ?? "—",
      met,
    ];
  });
  rows.push(["LCP element", ...pages.map(lcpElement), "—", "—"]);
  return table(["Median of runs", ...pages.map((page) => `\`${page.path}\``), "Target", "Met?"], rows);
}

function firstLoadTable(firstLoad, pages) {
  const wanted = new Map(
    pages.map((path) => [
      path === "/" ? "/[region]" : ["/pricing", "/contact-page"].includes(path) ? `/[region]${path}` : path,
      path,
    ]),
  );
  const rows = firstLoad.routes
    .filter((route) => wanted.has(route.route))
    .map((route) => [
      `\`${wanted.get(route.route)}\` (${route.route})`,
      format(route.servedBytes, "kib"),
      route.source,
      "— (the JS target is Lighthouse's transfer above)",
      "—",
    ]);
  rows.push([
    "shared by every route (rootMainFiles)",
    format(firstLoad.sharedServedBytes, "kib"),
    "manifest",
    "—",
    "—",
  ]);
  return table(["Route", "First Load JS (as sent)", "From", "Target", "Met?"], rows);
}

const loadCell = (loadAverage) => (loadAverage ? num(loadAverage[0], 2) : "n/a");

function loadTable(load) {
  const rows = load.map((r) => {
    const target = LOAD_TARGETS[r.key];
    const failures = r.error
      ? r.error
      : [
          `non-2xx ${r.non2xx ?? "n/a"}`,
          `errors ${r.errors ?? "n/a"}`,
          `timeouts ${r.timeouts ?? "n/a"}`,
          ...Object.entries(r.outcomes ?? {})
            .filter(([label]) => label !== "ok")
            .map(([label, n]) => `${label} ${n}`),
        ].join(", ");
    const through = r.through === "nginx" ? "nginx (deploy/nginx/) → `next start`" : "`next start`";
    return [
      `${r.method} \`${r.path}\``,
      through,
      num(r.requestsPerSecond, 1),
      format(r.latencyP50Ms, "ms"),
      format(r.latencyP99Ms, "ms"),
      failures,
      loadCell(r.loadAverage),
      target?.target ?? "— (reported)",
      yesNo(loadMet(r, target)),
    ];
  });
  return table(
    [
      "Endpoint (20 connections)",
      "Through",
      "req/s (successful, mean)",
      "p50",
      "p99",
      "Not successful",
      "Load average (1 min) at start",
      "Target",
      "Met?",
    ],
    rows,
  );
}

function registrationTable(r) {
  if (!r || r.error)
    return table(["Registration", "Target", "Met?"], [[r?.error ?? "not run", REGISTRATION_TARGET.target, "**no**"]]);
  const row = (label, run, target, met) => [
    `${run.requests} registrations, ${run.concurrency} concurrent: ${label}`,
    format(run.p50Ms, "ms"),
    format(run.p99Ms, "ms"),
    num(run.requestsPerSecond, 1),
    Object.entries(run.statuses)
      .map(([status, n]) => `${status}×${n}`)
      .join(", "),
    run.welcomeMailsSeconds === undefined ? "n/a" : `${run.welcomeMailsSeconds} s`,
    loadCell(r.loadAverage),
    target,
    met,
  ];
  const rows = [row("measured", r, REGISTRATION_TARGET.target, yesNo(registrationMet(r)))];
  if (r.firstRun) rows.push(row("the first after start (JIT cold)", r.firstRun, "— (reported)", "—"));
  return table(
    [
      "POST `/api/clients/register`",
      "p50",
      "p99",
      "req/s (successful)",
      "Statuses",
      "Last welcome e-mail after the last answer",
      "Load average (1 min) at start",
      "Target",
      "Met?",
    ],
    rows,
  );
}

function findingsList(pages) {
  const lines = [];
  for (const page of pages) {
    const f = page.findings;
    if (!f) continue;
    const parts = ["performance", "accessibility", "best-practices", "seo"]
      .map((category) => [category, (f[category] ?? []).slice(0, 4)])
      .filter(([, audits]) => audits.length)
      .map(
        ([category, audits]) =>
          `${category}: ${audits.map((a) => `${a.title}${a.display ? ` (${a.display})` : ""}`).join("; ")}`,
      );
    lines.push(`- \`${page.path}\`: ${parts.join(" — ") || "nothing"}`);
    if (f.hints?.length)
      lines.push(`  - hints: ${f.hints.map((h) => `${h.title}${h.display ? ` (${h.display})` : ""}`).join("; ")}`);
    if (f.lcp?.selector) {
      const phases = Object.entries(f.lcp.phases)
        .map(([phase, ms]) => `${phase} ${ms} ms`)
        .join(", ");
      lines.push(
        `  - LCP element \`${f.lcp.selector}\` (${phases}); unthrottled trace: FCP ${f.lcp.observedFcpMs} ms, LCP ${f.lcp.observedLcpMs} ms, load ${f.lcp.observedLoadMs} ms`,
      );
    }
    if (f.bootup?.length)
      lines.push(
        `  - JS execution: ${f.bootup.map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, "")} ${b.totalMs} ms`).join(", ")}`,
      );
  }
  return lines.join("\n");
}

const FLOOR_ROWS = ["performance", "fcpMs", "lcpMs", "tbtMs", "cls", "ttiMs", "totalBytes", "jsBytes"];

/**
 * The framework's floor (scripts/bench/floor.mjs): the figures of a minimal Next app built and served as the site is,
 * beside the site's targets, so a target Next itself misses on this machine shows as such.
 */
export function renderFloor(floor) {
  if (!floor || floor.error)
    return `**${floor?.title ?? "An empty Next 16 page on this machine"}**: not measured (${floor?.error ?? "not run"}).`;
  const page = floor.lighthouse ?? { runs: 0, medians: {} };
  const value = (key) => (page.runs ? page.medians[key] : undefined);
  const rows = FLOOR_ROWS.map((key) => LIGHTHOUSE_ROWS.find((row) => row.key === key)).map((row) => {
    const met = yesNo(verdict(row, "/", value(row.key)));
    return [row.label, format(value(row.key), row.format), row.target ?? "—", met];
  });
  rows.push(
    ["First Load JS (the HTML's own scripts, as sent)", format(floor.firstLoadJs?.servedBytes, "kib"), "—", "—"],
    ["… of which shared by every route (rootMainFiles)", format(floor.firstLoadJs?.sharedServedBytes, "kib"), "—", "—"],
    ["Machine's load average (1 min) as the runs began", format(floor.loadAverage?.lighthouse?.[0], "load"), "—", "—"],
    ["Lighthouse's CPU probe (benchmarkIndex, median)", format(value("benchmarkIndex")), "—", "—"],
    ["LCP element", lcpElement(page), "—", "—"],
  );
  return [
    `**${floor.title}**: a minimal app (Next ${floor.next}, React ${floor.react}; one static server-rendered page with a heading and a paragraph, ` +
      `the site's root layout shape and font, no client component) built with \`next build\` and served with \`next start\` as the site is, ` +
      `measured with the same Lighthouse runner (median of ${page.runs} runs) and First Load JS script (\`scripts/bench/floor.mjs\`). ` +
      "A target it misses is out of reach on this machine for every page of the site, which can only add to this floor:",
    "",
    table(["Median of runs", "`/` of the empty app", "The site's target (for `/`)", "Met by the empty app?"], rows),
  ].join("\n");
}

/** The machines we get differ in speed from day to day: this figure tells runs on a slower one apart. */
function cpuSpeed(pages) {
  const values = pages
    .flatMap((page) => page.raw.map((run) => run.benchmarkIndex))
    .filter((value) => typeof value === "number");
  return values.length ? Math.round(median(values)).toLocaleString("en-US") : null;
}

/** The Markdown of one run: the tables that go into bench/results.md and bench/README.md. */
export function renderMarkdown(results) {
  const m = results.machine;
  const load = m.loadAverageStart.map((v) => v.toFixed(2)).join(", ");
  const { lighthouse: lh } = results.config;
  const speed = cpuSpeed(results.lighthouse);
  return [
    `Run ${results.date} on ${m.cpuModel} (${m.cores} cores), Node ${m.node}, revision ${results.revision}. ` +
      `Load average at start ${load} (${m.lowLoadAtStart ? "low" : "**not low**: other work shared the machine"}), at the end ${m.loadAverageEnd.map((v) => v.toFixed(2)).join(", ")}.` +
      (speed ? ` Lighthouse's CPU probe (benchmarkIndex, median of every run; higher is faster): ${speed}.` : ""),
    "",
    `**Lighthouse** ${results.lighthouseVersion ?? ""} on \`next start\` (${lh.formFactor ?? "mobile"} preset, ${lh.throttlingMethod ?? "simulated"} throttling, Debian Chromium, median of ${lh.runs} runs; JS = every script request, as transferred):`,
    "",
    lighthouseTable(results.lighthouse),
    "",
    `**First Load JS**: the scripts each page's HTML loads, at the bytes \`next start\` sends for them (${(results.firstLoadJs?.encodings ?? ["gzip"]).join(", ")}; method in \`scripts/bench/first-load-js.mjs\`):`,
    "",
    firstLoadTable(
      results.firstLoadJs,
      results.lighthouse.map((page) => page.path),
    ),
    "",
    `**Load** (autocannon, ${results.config.load.connections} connections, ${results.config.load.duration} s after a ${results.config.load.warmup} s warm-up, on the same machine as the server; ` +
      `only 200 answers, and for the action only "sent" answers, count; nginx ${results.nginx?.error ? `did not run: ${results.nginx.error}` : `with ${results.nginx?.workers ?? "?"} workers, its cache filled by the warm-up`}):`,
    "",
    loadTable(results.load),
    "",
    "**Registration** on the embedded database (PGlite):",
    "",
    registrationTable(results.registration),
    ...(results.phone ? ["", renderPhone(results.phone)] : []),
    ...(results.floor ? ["", renderFloor(results.floor)] : []),
  ].join("\n");
}

function replaceTables(markdown) {
  const block = `${START}\n${markdown}\n${END}`;
  for (const file of TABLE_FILES) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    if (!text.includes(START) || !text.includes(END)) continue;
    const next = text.slice(0, text.indexOf(START)) + block + text.slice(text.indexOf(END) + END.length);
    if (next !== text) writeFileSync(file, next);
  }
}

export function writeReports(results) {
  mkdirSync("bench", { recursive: true });
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  const markdown = renderMarkdown(results);
  const findings = findingsList(results.lighthouse);
  writeFileSync(
    RESULTS_MD,
    `# Bench results\n\nWritten by \`npm run bench\` (scripts/bench/); raw figures in results.json, Lighthouse reports in bench/lh/ (git-ignored).\n\n${markdown}\n` +
      (findings ? `\n## What costs Lighthouse points (median run of each page)\n\n${findings}\n` : ""),
  );
  replaceTables(markdown);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeReports(JSON.parse(readFileSync(RESULTS_JSON, "utf8")));
  console.log(`Rewrote ${RESULTS_MD} and the tables in ${TABLE_FILES.join(", ")} (where marked) from ${RESULTS_JSON}.`);
}
