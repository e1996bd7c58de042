import { spawn, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import { guardSharedHandler } from "./guard-shared-handler.mjs";

// The shared cache's deadline (docs/deployment.md, "Several hosts"): Redis that has not answered within it is treated
// as away, and this instance answers from its own cache, which may not know of another instance's revalidation. So
// an answer that did come in time must never count as late because this process was too busy to read it (a render
// holding the event loop on a loaded machine): an instance then served a scheduled post's old 404 from its own cache.

const DEADLINE_MS = 100;

/** A key-value server in a process of its own, answering each line at once, or never (`silent`). */
async function startStore(silent = false): Promise<{ port: number; process: ChildProcess }> {
  const script = `
    const server = require("node:net").createServer((socket) => {
      socket.on("data", (data) => { if (!${silent}) socket.write("value of " + data.toString().trim() + "\\n"); });
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve) => child.stdout!.once("data", (data) => resolve(Number(data))));
  return { port, process: child };
}

/** A handler of the shape the guard wraps, asking the store over one socket. */
async function storeHandler(port: number) {
  const socket: Socket = await new Promise((resolve) => {
    const opened = connect(port, "127.0.0.1", () => resolve(opened));
  });
  const ask = (key: string) =>
    new Promise<string>((resolve) => {
      socket.once("data", (data) => resolve(data.toString().trim()));
      socket.write(`${key}\n`);
    });
  return {
    socket,
    handler: { name: "store", get: ask, set: ask, revalidateTag: ask, delete: ask },
  };
}

/** Holds the event loop, as a long render does. */
function busyFor(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

const stores: ChildProcess[] = [];
const sockets: Socket[] = [];
afterAll(() => {
  for (const socket of sockets) socket.destroy();
  for (const store of stores) store.kill();
});

async function guardedStore(silent = false) {
  const store = await startStore(silent);
  stores.push(store.process);
  const { socket, handler } = await storeHandler(store.port);
  sockets.push(socket);
  const events: { type: string }[] = [];
  const guarded = guardSharedHandler(handler, {
    deadlineMs: DEADLINE_MS,
    retryAfterMs: 1_000,
    report: (event) => events.push(event),
  });
  return { guarded, events };
}

it("takes an answer that came in time though this process was too busy to read it", async () => {
  const { guarded, events } = await guardedStore();
  const answer = guarded.get("page");
  busyFor(3 * DEADLINE_MS);
  await expect(answer).resolves.toBe("value of page");
  expect(events).toEqual([]);
});

it("still gives up on a store that does not answer, and says so once", async () => {
  const { guarded, events } = await guardedStore(true);
  const started = Date.now();
  await expect(guarded.get("page")).rejects.toThrow(`no answer within ${DEADLINE_MS} ms`);
  expect(Date.now() - started).toBeLessThan(10 * DEADLINE_MS);
  await expect(guarded.get("page")).rejects.toThrow("the shared cache is unavailable");
  expect(events.map(({ type }) => type)).toEqual(["down", "fallback", "fallback"]);
});
