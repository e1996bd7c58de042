// The framework's floor (bench/README.md): the minimal app of floor-app.mjs built with `next build`, served with
// `next start` and measured exactly as the site is, on the repository's Next and React (node_modules, a symlink).
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { writeFloorApp } from "./floor-app.mjs";
import { firstLoadJs, htmlScripts } from "./first-load-js.mjs";
import { benchLighthouse } from "./lighthouse.mjs";
import { loadAverage } from "./machine.mjs";
import { run, startServer, warm } from "./server.mjs";
import { round } from "./stats.mjs";

const FLOOR_TITLE = "An empty Next 16 page on this machine";
const FLOOR_PATH = "/";

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
  const distDir = join(dir, ".next");
  const remove = () => keep || rmSync(dir, { recursive: true, force: true });
  let server;
  try {
    log(`floor: next build of a minimal app in ${dir}`);
    // Niced as every build on a shared machine; the same `next build` the site gets, in the app's own folder.
    const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: "" };
    await run("nice", ["-n", "10", "node_modules/.bin/next", "build"], env, dir);
    const siteUrl = `http://127.0.0.1:${port}`;
    const dataDir = join(dir, ".data");
    server = running = await startServer({ port, distDir, cwd: dir, dataDir, siteUrl, readyPath: FLOOR_PATH });
  } catch (error) {
    remove();
    throw error;
  }
  log(`floor: next start on ${server.baseUrl}`);
  const { [FLOOR_PATH]: html } = await warm(server.baseUrl, [FLOOR_PATH]);
  return {
    baseUrl: server.baseUrl,
    dir,
    distDir,
    html,
    async stop() {
      await server.stop();
      running = undefined;
      remove();
    },
  };
}

const versionIn = (dir, name) =>
  JSON.parse(readFileSync(join(dir, `node_modules/${name}/package.json`), "utf8")).version;

/**
 * Generates, builds, serves and measures the minimal app; the folder is removed afterwards. Returns the Lighthouse
 * page result (medians, raw runs, findings), its First Load JS and the load average around it.
 */
export async function benchFloor({ port, runs = 3, log = console.log, keep = false }) {
  const loadAtStart = loadAverage();
  const floor = await startFloor({ port, log, keep });
  try {
    const firstLoad = await firstLoadJs(floor.distDir, { baseUrl: floor.baseUrl });
    const route = firstLoad.routes.find((r) => r.route === FLOOR_PATH);
    const loadAtLighthouse = loadAverage();
    const [page] = await benchLighthouse(floor.baseUrl, [FLOOR_PATH], {
      runs,
      log,
      reportPrefix: "floor-",
      htmlScripts: { [FLOOR_PATH]: new Set(htmlScripts(floor.html)) },
    });
    return {
      title: FLOOR_TITLE,
      next: versionIn(floor.dir, "next"),
      react: versionIn(floor.dir, "react"),
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
    await floor.stop();
  }
}

/** One-line summary of the floor for logs. */
export function floorSummary(floor) {
  const m = floor.lighthouse?.medians ?? {};
  return `perf ${m.performance}, LCP ${round(m.lcpMs)} ms, TBT ${round(m.tbtMs)} ms, TTI ${round(m.ttiMs)} ms, JS ${round((m.jsBytes ?? 0) / 1024, 1)} KiB, First Load JS ${round((floor.firstLoadJs?.servedBytes ?? 0) / 1024, 1)} KiB`;
}
