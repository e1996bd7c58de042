// The framework's floor: a minimal Next app (one static, server-rendered page with a heading and a paragraph, the
// site's root layout shape, no client component of its own), generated into a temporary folder, built with
// `next build` and served with `next start` exactly as the site is, then measured with the bench's own Lighthouse
// runner and First Load JS script. What it scores is what Next 16 itself gives on this machine: a figure the site
// cannot beat with Next's own server, whatever its pages do.
//   node scripts/bench/run.mjs --floor-only [--port=3400] [--runs=3]   (alone: prints its table, writes bench/floor.json)
// It uses the repository's node_modules (a symlink), so it measures the Next and React versions the site runs.
import { spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeFloorApp } from "./floor-app.mjs";
import { firstLoadJs, htmlScripts } from "./first-load-js.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { BROWSER_HEADERS } from "./load.mjs";
import { loadAverage } from "./machine.mjs";
import { startServer } from "./server.mjs";
import { round } from "./stats.mjs";

export const FLOOR_TITLE = "An empty Next 16 page on this machine";
export const FLOOR_PATH = "/";
export const FLOOR_REPORT_PREFIX = "floor-";

function build(dir) {
  return new Promise((resolvePromise, reject) => {
    // Niced as every build on a shared machine; the same `next build` the site gets, in the app's own folder.
    const child = spawn("nice", ["-n", "10", "node_modules/.bin/next", "build"], {
      cwd: dir,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" },
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`next build of the floor app failed (${signal ?? code})`)),
    );
  });
}

// The floor's server while it runs, so an interrupted bench stops it too (stopFloor).
let running;

export async function stopFloor() {
  await running?.stop();
}

/**
 * Generates, builds and serves the minimal app on `port`, warmed as the site is. `stop()` stops it and removes the
 * folder (unless `keep`). phone.mjs runs it beside the site's server.
 */
export async function startFloor({ port, log = console.log, keep = false }) {
  const dir = writeFloorApp();
  let server;
  try {
    log(`floor: next build of a minimal app in ${dir}`);
    await build(dir);
    server = running = await startServer({
      port,
      distDir: join(dir, ".next"),
      cwd: dir,
      dataDir: join(dir, ".data"),
      siteUrl: `http://127.0.0.1:${port}`,
      readyPath: FLOOR_PATH,
    });
  } catch (error) {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const base = server.baseUrl;
  log(`floor: next start on ${base}`);
  let html = "";
  for (let i = 0; i < 2; i++) html = await (await fetch(`${base}${FLOOR_PATH}`, { headers: BROWSER_HEADERS })).text();
  for (const asset of html.match(/\/_next\/static\/[^"'\s\\]+/g) ?? [])
    await (await fetch(`${base}${asset}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  return {
    baseUrl: base,
    async stop() {
      await server.stop();
      running = undefined;
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Generates, builds, serves and measures the minimal app; the folder is removed afterwards. Returns the Lighthouse
 * page result (medians, raw runs, findings), its First Load JS and the load average around it.
 */
export async function benchFloor({ port, runs = 3, log = console.log, keep = false }) {
  const dir = writeFloorApp();
  const loadAtStart = loadAverage();
  let server;
  try {
    log(`floor: next build of a minimal app in ${dir}`);
    await build(dir);
    const distDir = join(dir, ".next");
    const siteUrl = `http://127.0.0.1:${port}`;
    server = running = await startServer({
      port,
      distDir,
      cwd: dir,
      dataDir: join(dir, ".data"),
      siteUrl,
      readyPath: FLOOR_PATH,
    });
    const base = server.baseUrl;
    log(`floor: next start on ${base}`);
    // The same warm-up as the site's pages: the page twice, each file it loads once.
    let html = "";
    for (let i = 0; i < 2; i++) html = await (await fetch(`${base}${FLOOR_PATH}`, { headers: BROWSER_HEADERS })).text();
    for (const asset of html.match(/\/_next\/static\/[^"'\s\\]+/g) ?? [])
      await (await fetch(`${base}${asset}`, { headers: BROWSER_HEADERS })).arrayBuffer();

    const firstLoad = await firstLoadJs(distDir, { baseUrl: base });
    const route = firstLoad.routes.find((r) => r.route === FLOOR_PATH);
    const loadAtLighthouse = loadAverage();
    const [page] = await benchLighthouse(base, [FLOOR_PATH], {
      runs,
      log,
      reportPrefix: FLOOR_REPORT_PREFIX,
      htmlScripts: { [FLOOR_PATH]: new Set(htmlScripts(html)) },
    });
    return {
      title: FLOOR_TITLE,
      next: JSON.parse(readFileSync(join(dir, "node_modules/next/package.json"), "utf8")).version,
      react: JSON.parse(readFileSync(join(dir, "node_modules/react/package.json"), "utf8")).version,
      lighthouse: page,
      firstLoadJs: {
        servedBytes: route?.servedBytes,
        files: route?.files,
        sharedServedBytes: firstLoad.sharedServedBytes,
        encodings: firstLoad.encodings,
      },
      loadAverage: { start: loadAtStart, lighthouse: loadAtLighthouse, end: loadAverage() },
    };
  } finally {
    await server?.stop();
    running = undefined;
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** One-line summary of the floor for logs. */
export function floorSummary(floor) {
  const m = floor.lighthouse?.medians ?? {};
  return `perf ${m.performance}, LCP ${round(m.lcpMs)} ms, TBT ${round(m.tbtMs)} ms, TTI ${round(m.ttiMs)} ms, JS ${round((m.jsBytes ?? 0) / 1024, 1)} KiB, First Load JS ${round((floor.firstLoadJs?.servedBytes ?? 0) / 1024, 1)} KiB`;
}
