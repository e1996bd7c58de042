// A production server (next start) of the build under test that a spec starts for itself, with settings the shared
// e2e servers (e2e/start-servers.ts) must not have: a database that is not there, a required setting left out.
// Ports: PORT + 6 onwards (e2e/servers.ts uses PORT to PORT + 5).
import { spawn, type ChildProcess } from "node:child_process";
import { PORT } from "./servers";

export const OWN_SERVER_PORT = PORT + 6;

export type OwnServer = {
  url: string;
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** The settings every e2e production server gets, as start-servers.ts gives them, for a data folder of its own. */
/** The JSON lines of a server's output (its log), the rest (Next's banner) left out. */
export const jsonLines = (output: string) =>
  output.split("\n").flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });

export function serverEnv(port: number): Record<string, string> {
  const dataFolder = `.data/e2e-${port}`;
  return {
    PGLITE_DIR: `${dataFolder}/pglite`,
    MAIL_DIR: `${dataFolder}/mail`,
    SITE_URL: `http://127.0.0.1:${port}`,
    APP_URL: "http://127.0.0.1:9/app",
    PAYMENTS_SANDBOX: "true",
  };
}

/**
 * Starts `next start` with exactly this env (plus PATH and the build folder); resolves once it answers /robots.txt or
 * exits. `host`: the address it is bound to (-H).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  { host = "localhost" }: { host?: string } = {},
): Promise<OwnServer> {
  const inherited = Object.fromEntries(
    ["PATH", "HOME", "NEXT_DIST_DIR", "NEXT_TELEMETRY_DISABLED"].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]!]] : [],
    ),
  );
  let output = "";
  const child: ChildProcess = spawn("node_modules/.bin/next", ["start", "-p", `${port}`, "-H", host], {
    env: { ...inherited, ...env } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const server: OwnServer = {
    url,
    output: () => output,
    exited,
    // SIGTERM, and SIGKILL should it still run 5 s later: a server left behind would hold its port for the next run.
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killLater = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(killLater);
    },
  };
  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + 45_000;
  while (running && Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) })).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (running) {
    await server.stop();
    throw new Error(`next start on port ${port} did not answer within 45 s:\n${output}`);
  }
  return server;
}
