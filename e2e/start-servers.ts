// Every server the e2e tests use (e2e/servers.ts), started at once for Playwright's webServer
// (playwright.config.ts), which would start and await a list of them one after another:
//   tsx e2e/start-servers.ts
// Prints SERVERS_READY once every one answers its health check. Stops them all and exits when one exits (its
// error is above) or cannot start; Playwright stops the whole lot by killing the process group.
import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { connect } from "node:net";
import {
  DIAGNOSTICS_PORT,
  DRAFT_TEST_SECRET,
  FAKE_ADMIN_PORT,
  FAKE_ADMIN_URL,
  FAKE_PLATFORM_PORT,
  FAKE_PLATFORM_URL,
  METRICS_TEST_TOKEN,
  PLATFORM_SYNC_TEST_KEY,
  PORT,
  REMOTE_PORT,
  SERVERS_READY,
  SYNC_PORT,
} from "./servers";

/** dataFolder: emptied before each run (a production server's database and mailbox). */
type Server = {
  name: string;
  command?: string;
  args: string[];
  port: number;
  healthPath: string;
  env?: Record<string, string>;
  dataFolder?: string;
};

const TSX = "node_modules/.bin/tsx";
const NEXT = "node_modules/.bin/next";
const START_TIMEOUT_MS = 180_000;

const SERVERS: Server[] = [
  productionServer("site", PORT, {}),
  productionServer("diagnostics", DIAGNOSTICS_PORT, { ENABLE_DIAGNOSTICS: "true" }),
  // The fake platform the sync server sends registrations to (e2e/sync.spec.ts).
  {
    name: "fake platform",
    args: ["testing/platform-process.ts", `${FAKE_PLATFORM_PORT}`, PLATFORM_SYNC_TEST_KEY],
    port: FAKE_PLATFORM_PORT,
    healthPath: "/health",
  },
  productionServer("sync", SYNC_PORT, {
    PLATFORM_API_URL: FAKE_PLATFORM_URL,
    PLATFORM_SYNC_KEY: PLATFORM_SYNC_TEST_KEY,
  }),
  // The fake account provider: our embedded admin API on its own in-memory database, over HTTP
  // (e2e/remote-admin.spec.ts). react-server resolves "server-only" to its empty module, as in Next's server.
  {
    name: "fake admin API",
    args: ["--conditions=react-server", "testing/admin-api-process.ts", `${FAKE_ADMIN_PORT}`],
    port: FAKE_ADMIN_PORT,
    healthPath: "/health",
  },
  productionServer("remote admin", REMOTE_PORT, { ADMIN_API_URL: FAKE_ADMIN_URL }),
];

/** Next's own production server (`next start`, as `npm start` runs it) with its own data folder; the servers differ only in the env they get. */
function productionServer(name: string, port: number, env: Record<string, string>): Server {
  const dataFolder = `.data/e2e-${port}`;
  return {
    name,
    // "localhost" (127.0.0.1 on our machines); e2e/nginx-cache.spec.ts binds the same build to 127.0.0.1 and to
    // every address too (docs/deployment.md, "One cache policy per page").
    command: NEXT,
    args: ["start", "-p", `${port}`, "-H", "localhost"],
    port,
    // Ready once the database is open and migrated, so no test pays for that on its first registration.
    healthPath: "/api/health",
    dataFolder,
    env: {
      PGLITE_DIR: `${dataFolder}/pglite`,
      MAIL_DIR: `${dataFolder}/mail`,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      APP_URL: "http://127.0.0.1:9/app",
      PAYMENTS_SANDBOX: "true",
      // The tests stand in for one proxy in front: each visitor's address is the X-Forwarded-For entry they send.
      TRUSTED_PROXY_HOPS: "1",
      // Draft Mode's secret (e2e/drafts.spec.ts).
      DRAFT_SECRET: DRAFT_TEST_SECRET,
      // The outbox's gauges, which e2e/outbox.ts reads to prove a mail was not sent.
      METRICS_TOKEN: METRICS_TEST_TOKEN,
      ...env,
    },
  };
}

const children: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const child of children) child.kill("SIGTERM");
  process.exit(code);
}

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
  });
}

async function answersHealth({ port, healthPath }: Server): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${healthPath}`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function untilHealthy(server: Server, deadline: number): Promise<void> {
  while (!(await answersHealth(server))) {
    if (Date.now() > deadline)
      throw new Error(
        `${server.name} (port ${server.port}) did not answer ${server.healthPath} within ${START_TIMEOUT_MS / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  // Never test a server left over from an earlier run: it may serve an older build.
  const taken = (
    await Promise.all(SERVERS.map(async (server) => ((await portInUse(server.port)) ? server : null)))
  ).filter((server) => server !== null);
  if (taken.length > 0) {
    console.error(
      `Port ${taken.map((server) => server.port).join(", ")} already in use: stop what listens there (a server left over from an earlier run?).`,
    );
    process.exit(1);
  }
  for (const server of SERVERS) {
    // Every run starts from empty databases and mailboxes.
    if (server.dataFolder) rmSync(server.dataFolder, { recursive: true, force: true });
    // stdin a pipe: the fakes stop when it closes, should this process die without killing them.
    const child = spawn(server.command ?? TSX, server.args, {
      env: { ...process.env, ...server.env },
      stdio: ["pipe", "inherit", "inherit"],
    });
    child.once("exit", (code, signal) => {
      console.error(
        `${server.name} (port ${server.port}) exited (${signal ?? `code ${code}`}); stopping the other e2e servers.`,
      );
      stopAll(1);
    });
    children.push(child);
  }
  const deadline = Date.now() + START_TIMEOUT_MS;
  await Promise.all(SERVERS.map((server) => untilHealthy(server, deadline)));
  console.log(SERVERS_READY);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => stopAll(0));
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
});
