// Debian's nginx as an ordinary process in front of `next start`, for the bench and e2e/nginx-cache.spec.ts:
// deploy/nginx/leadflow.conf.template filled in, inside a small main config whose pid, logs, temp and cache
// folders are all in a fresh temp folder; it listens on 127.0.0.1 only and stops with stop(), or by itself when
// the Node process that started it goes away.
// CommonJS, so that the bench's .mjs scripts and Playwright's specs (which it compiles to CommonJS) both load it.
/* eslint-disable @typescript-eslint/no-require-imports -- this file is CommonJS on purpose (above) */
const { spawn } = require("node:child_process");
const { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } = require("node:fs");
const { connect } = require("node:net");
const { tmpdir } = require("node:os");
const { join } = require("node:path");
const { setTimeout: sleep } = require("node:timers/promises");
const { stopGroup } = require("./process-group.cjs");

const NGINX = process.env.NGINX_BIN ?? "/usr/sbin/nginx";
const SITE_TEMPLATE = join(__dirname, "../../deploy/nginx/leadflow.conf.template");
// Debian's libnginx-mod-http-brotli-filter (.ci/run installs it beside nginx).
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so";

const nginxInstalled = () => existsSync(NGINX);

/** Replaces each ${NAME} (capitals only: nginx's own variables are lower case) with values[NAME]; an unknown name throws. */
function fillTemplate(text, values) {
  return text.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`No value for \${${name}} in the nginx template`);
    return String(values[name]);
  });
}

/** The main config of a throwaway nginx: everything it writes stays in `dir`; the site is the repository's template. */
function processConfig({ dir, port, upstream, workers = 1 }) {
  const site = fillTemplate(readFileSync(SITE_TEMPLATE, "utf8"), {
    LISTEN: `127.0.0.1:${port}`,
    UPSTREAM: upstream,
    CACHE_DIR: join(dir, "cache"),
  });
  // The template compresses with Debian's brotli module; a system nginx loads it from /etc/nginx/modules-enabled/.
  return `load_module ${BROTLI_MODULE};
worker_processes ${workers};
error_log ${join(dir, "error.log")} warn;
pid ${join(dir, "nginx.pid")};
events { worker_connections 1024; }
http {
    client_body_temp_path ${join(dir, "client_body")};
    proxy_temp_path ${join(dir, "proxy")};
    fastcgi_temp_path ${join(dir, "fastcgi")};
    uwsgi_temp_path ${join(dir, "uwsgi")};
    scgi_temp_path ${join(dir, "scgi")};
    access_log off;
${site.replace(/^/gm, "    ")}
}
`;
}

// Runs nginx (daemon off) under sh, which stops it when its stdin (a pipe from this process) closes: when this
// process exits, however it exits, nginx goes with it.
const WATCHER = `"$@" & nginx=$!
trap 'kill -TERM $nginx 2>/dev/null' TERM INT
exec 3<&0
(cat <&3 >/dev/null; kill -TERM $nginx 2>/dev/null) &
wait $nginx`;

/** Whether something accepts connections on 127.0.0.1:port (no request, so nothing reaches the upstream or the cache). */
function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
  });
}

/**
 * Starts nginx on 127.0.0.1:`port` in front of `upstream` (host:port of `next start`); resolves once it answers.
 * `workers`: nginx worker processes (the bench uses one per core).
 */
async function startNginx({ port, upstream, workers = 1, timeoutMs = 10_000 }) {
  if (!nginxInstalled()) throw new Error(`nginx is not installed (${NGINX}): apt-get install -y nginx`);
  if (!existsSync(BROTLI_MODULE))
    throw new Error(`nginx's brotli module is not installed: apt-get install -y libnginx-mod-http-brotli-filter`);
  const baseUrl = `http://127.0.0.1:${port}`;
  if (await listening(port)) throw new Error(`Something already listens on 127.0.0.1:${port}`);
  const dir = mkdtempSync(join(tmpdir(), "leadflow-nginx-"));
  // Run by root, nginx's workers are `nobody`: they must reach the cache and temp folders it creates in here.
  chmodSync(dir, 0o755);
  const config = join(dir, "nginx.conf");
  writeFileSync(config, processConfig({ dir, port, upstream, workers }));

  const child = spawn(
    "sh",
    ["-c", WATCHER, "nginx-watcher", NGINX, "-c", config, "-p", `${dir}/`, "-g", "daemon off;"],
    {
      detached: true,
      stdio: ["pipe", "pipe", "pipe"],
    },
  );
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk.toString()));
  child.stderr.on("data", (chunk) => output.push(chunk.toString()));
  let exited = false;
  const gone = new Promise((resolve) => child.once("exit", () => resolve((exited = true))));
  const log = () =>
    output.join("") + (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");

  const nginx = {
    baseUrl,
    dir,
    log,
    async stop() {
      if (!exited) await stopGroup(child.pid, gone);
      // The watcher's stdin: closing it is what stops nginx when this process dies, and an open pipe keeps it alive.
      child.stdin.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (!(await listening(port))) {
    if (exited || Date.now() > deadline) {
      const why = log();
      await nginx.stop();
      throw new Error(`nginx did not come up on ${baseUrl}:\n${why}`);
    }
    await sleep(100);
  }
  return nginx;
}

module.exports = { NGINX, SITE_TEMPLATE, nginxInstalled, fillTemplate, processConfig, startNginx };
