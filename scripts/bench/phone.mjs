// What a phone sees (issue 34, bench/README.md): the empty Next page and each page under both of Lighthouse's
// throttling methods, interleaved round after round, each figure also as a ratio to the empty page of the same round
// and method: a ratio cancels most of what a busy machine adds, which an absolute figure cannot.
import { median, round, table } from "./stats.mjs";

export const THROTTLING_METHODS = ["simulate", "devtools"];
export const FLOOR_KEY = "(empty page)";
// The figures compared, and Lighthouse's CPU probe beside them (higher is faster).
export const PHONE_KEYS = ["fcpMs", "lcpMs", "tbtMs", "ttiMs", "totalBytes"];

/** One round's order of runs: for each method, the empty page first, then every page. */
export function roundOrder(paths, methods = THROTTLING_METHODS) {
  return methods.flatMap((method) => [FLOOR_KEY, ...paths].map((path) => ({ method, path })));
}

/**
 * `runs`: [{ round, method, path, figures }] (path FLOOR_KEY for the empty page). Returns, per method and page, the
 * median of each figure, the empty page's median, and the median of the per-round ratios page / empty page (a round
 * whose empty-page run failed gives no ratio).
 */
export function ratiosToFloor(runs) {
  const out = {};
  for (const { method, path } of runs) {
    out[method] ??= {};
    if (out[method][path]) continue;
    const mine = runs.filter((r) => r.method === method && r.path === path);
    const floorOf = (roundNo) =>
      runs.find((r) => r.method === method && r.path === FLOOR_KEY && r.round === roundNo)?.figures;
    const page = { runs: mine.length, benchmarkIndex: median(mine.map((r) => r.figures.benchmarkIndex)) };
    for (const key of PHONE_KEYS) {
      const ratios = mine
        .map((r) => [r.figures[key], floorOf(r.round)?.[key]])
        .filter(([value, floor]) => typeof value === "number" && typeof floor === "number" && floor > 0)
        .map(([value, floor]) => value / floor);
      page[key] = {
        median: median(mine.map((r) => r.figures[key])),
        ratio: ratios.length ? round(median(ratios), 2) : undefined,
      };
    }
    out[method][path] = page;
  }
  return out;
}

const show = {
  fcpMs: (v) => `${round(v)} ms`,
  lcpMs: (v) => `${round(v)} ms`,
  tbtMs: (v) => `${round(v)} ms`,
  ttiMs: (v) => `${round(v)} ms`,
  totalBytes: (v) => `${round(v / 1024, 1)} KiB`,
};
const LABELS = { fcpMs: "FCP", lcpMs: "LCP", tbtMs: "TBT", ttiMs: "TTI", totalBytes: "Bytes" };

/** The Markdown table: one row per method and page, each figure as "median (×ratio to the empty page)". */
export function renderPhone(result) {
  if (!result || result.error) return `**What a phone sees**: not measured (${result?.error ?? "not run"}).`;
  const header = ["Method", "Page", ...PHONE_KEYS.map((k) => LABELS[k]), "CPU probe", "Runs"];
  const rows = [];
  for (const [method, pages] of Object.entries(result.byMethod))
    for (const [path, page] of Object.entries(pages))
      rows.push([
        method,
        path === FLOOR_KEY ? "empty Next page" : `\`${path}\``,
        ...PHONE_KEYS.map((k) =>
          page[k].median === undefined
            ? "n/a"
            : `${show[k](page[k].median)}${path === FLOOR_KEY || page[k].ratio === undefined ? "" : ` (×${page[k].ratio})`}`,
        ),
        page.benchmarkIndex === undefined ? "n/a" : String(round(page.benchmarkIndex)),
        String(page.runs),
      ]);
  return [
    `**What a phone sees** (Lighthouse mobile, both throttling methods, ${result.rounds} interleaved rounds: for each method the empty Next page, then every page; medians, and in brackets the median of each round's ratio to the empty page of the same round and method):`,
    "",
    table(header, rows),
  ].join("\n");
}

/**
 * Runs the rounds. `measure(url, method, name)` is one Lighthouse run returning its figures (lighthouse.mjs,
 * measureOnce); a failed run is logged and left out.
 */
export async function benchPhone({ floorUrl, siteUrl, paths, rounds = 3, measure, log = console.log }) {
  const runs = [];
  for (let roundNo = 1; roundNo <= rounds; roundNo++) {
    for (const { method, path } of roundOrder(paths)) {
      const url = path === FLOOR_KEY ? `${floorUrl}/` : `${siteUrl}${path}`;
      const name = `phone-${method}-${path === FLOOR_KEY ? "floor" : path}-${roundNo}`;
      try {
        const figures = await measure(url, method, name);
        runs.push({ round: roundNo, method, path, figures });
        log(
          `  ${method} ${path} round ${roundNo}: FCP ${round(figures.fcpMs)} ms, LCP ${round(figures.lcpMs)} ms, TBT ${round(figures.tbtMs)} ms (CPU probe ${round(figures.benchmarkIndex)})`,
        );
      } catch (error) {
        log(`  ${method} ${path} round ${roundNo} failed: ${error?.message ?? error}`);
      }
    }
  }
  return { rounds, runs, byMethod: ratiosToFloor(runs) };
}
