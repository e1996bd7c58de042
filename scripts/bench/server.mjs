// Build the production site into its own dist dir, serve it with Next's own server (`next start`, as `npm start`) on
// 127.0.0.1, stop it.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { BROWSER_HEADERS } from "./load.mjs";
import { stopGroup } from "./process-group.cjs";

const NEXT = "node_modules/.bin/next";

// The bench measures the default single-machine setup: embedded PGlite, .eml mail, no remote services.
const UNSET = [
  "DATABASE_URL",
  "ADMIN_API_URL",
  "SMTP_URL",
  "PLATFORM_API_URL",
  "PLATFORM_SYNC_KEY",
  "ENABLE_DIAGNOSTICS",
  "NODE_OPTIONS",
];

export function benchEnv(extra) {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...extra };
  for (const name of UNSET) delete env[name];
  return env;
}

/** Runs a command to its end (its output shown); rejects unless it exits 0. */
export function run(command, args, env, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", env, cwd });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** `next build` into `distDir`; next.config.ts gives such a build a tsconfig of its own, so the tree stays clean. */
export async function buildSite({ distDir, siteUrl }) {
  await run(NEXT, ["build"], benchEnv({ NODE_ENV: "production", NEXT_DIST_DIR: distDir, SITE_URL: siteUrl }));
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `next start` on the build in `distDir`, in its own process group with a fresh data dir; resolves once the
 * server answers (`readyPath`). `cwd`: the app's folder, when it is not this repository (the floor app, floor.mjs);
 * `env`: more variables for this server (ab.mjs: what a build's config reads at start).
 */
export async function startServer({
  port,
  distDir,
  dataDir,
  siteUrl,
  cwd,
  env: extraEnv = {},
  readyPath = "/robots.txt",
  timeoutMs = 60_000,
}) {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await answers(`${baseUrl}${readyPath}`))
    throw new Error(
      `Something already answers on ${baseUrl}: pick another --port (the bench also uses the next one, for nginx).`,
    );
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = benchEnv({
    NODE_ENV: "production",
    NEXT_DIST_DIR: distDir,
    SITE_URL: siteUrl,
    PGLITE_DIR: `${dataDir}/pglite`,
    MAIL_DIR: `${dataDir}/mail`,
    PAYMENTS_SANDBOX: "true",
    // The bench stands in for one proxy in front: each request's address is the X-Forwarded-For entry it sends.
    TRUSTED_PROXY_HOPS: "1",
    ...extraEnv,
  });
  // Started directly (not through npx) and detached, so stopping the group stops next-server too.
  // "localhost" (127.0.0.1 here), not the address: with -H 127.0.0.1 Next 16 would send every region rewrite of
  // proxy.ts through an extra HTTP hop and the bench would measure that (README, Deploy).
  const child = spawn(NEXT, ["start", "-p", String(port), "-H", "localhost"], {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = [];
  const keep = (chunk) => log.push(chunk.toString()) > 200 && log.shift();
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  child.on("exit", () => (exited = true));

  const server = {
    baseUrl,
    log: () => log.join(""),
    async stop() {
      if (!exited) await stopGroup(child.pid, new Promise((resolve) => child.once("exit", resolve)));
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await answers(`${baseUrl}${readyPath}`))) {
    if (exited || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The server did not come up on ${baseUrl}:\n${server.log()}`);
    }
    await sleep(250);
  }
  return server;
}

/**
 * Warms a server so no measurement pays for a cold start: each page twice (module loading, its first render), then
 * every file it loads once. Returns each page's HTML.
 */
export async function warm(baseUrl, paths) {
  const html = {};
  for (const path of paths) {
    for (let i = 0; i < 2; i++)
      html[path] = await (await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS })).text();
    for (const asset of html[path].match(/\/_next\/static\/[^"'\s\\]+/g) ?? [])
      await (await fetch(`${baseUrl}${asset}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  }
  return html;
}
