// A real redis-server (Debian's redis-server package; .ci/run installs it) that a spec starts for itself on a free
// port: nothing saved to disk, stopped by stop() or with the process that started it.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { connect, createServer } from "node:net";

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? "/usr/bin/redis-server";
export const redisInstalled = () => existsSync(REDIS_SERVER);

export type RedisServer = { url: string; port: number; stop: () => Promise<void> };

/** A port nothing listens on now, as the system hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("error", () => resolve(false));
    socket.once("data", (data) => {
      socket.end();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("connect", () => socket.write("PING\r\n"));
  });

/** Starts redis-server on 127.0.0.1:`port`; resolves once it answers PING. */
export async function startRedis(port: number): Promise<RedisServer> {
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ["--port", `${port}`, "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", "/tmp"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not answer on port ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
