import { spawn, type ChildProcess } from "node:child_process";
import { connect, type Socket } from "node:net";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import { guardSharedHandler } from "./guard-shared-handler.mjs";

// The shared cache's deadline (docs/deployment.md, "Several hosts"): Redis that has not answered within it is treated
// as away, and this instance answers from its own cache, which may not know of another instance's revalidation. So
// an answer that did come in time must never count as late because this process was too busy to read it (a render
// holding the event loop on a loaded machine): an instance then served a scheduled post's old 404 from its own cache.
// And what this instance's own cache holds from before an outage is not served during it: another instance may have
// revalidated that page meanwhile (a scheduled post's blog list was served without the post).

const DEADLINE_MS = 100;

/** A key-value server in a process of its own, answering each line at once, or never (`silent`, or from the line
 * "go silent" on). */
async function startStore(silent = false): Promise<{ port: number; process: ChildProcess }> {
  const script = `
    let silent = ${silent};
    const server = require("node:net").createServer((socket) => {
      socket.on("data", (data) => {
        const key = data.toString().trim();
        if (key === "go silent") silent = true;
        if (!silent) socket.write("value of " + key + "\\n");
      });
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
    handler: {
      name: "store",
      get: async (key: string) => entry(await ask(key)),
      set: ask,
      revalidateTag: ask,
      delete: ask,
    },
  };
}

/** A cache entry as the cache handlers hold one. */
const entry = (value: string) => ({ value, tags: [] as string[], lastModified: Date.now(), lifespan: null });

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
  const { shared, own } = guardSharedHandler(handler, {
    deadlineMs: DEADLINE_MS,
    retryAfterMs: 1_000,
    report: (event) => events.push(event),
    own: createLruHandler(),
  });
  return { shared, own, events };
}

it("takes an answer that came in time though this process was too busy to read it", async () => {
  const { shared, events } = await guardedStore();
  const answer = shared.get("page");
  busyFor(3 * DEADLINE_MS);
  await expect(answer).resolves.toMatchObject({ value: "value of page" });
  expect(events).toEqual([]);
});

it("still gives up on a store that does not answer, and says so once", async () => {
  const { shared, events } = await guardedStore(true);
  const started = Date.now();
  await expect(shared.get("page")).rejects.toThrow(`no answer within ${DEADLINE_MS} ms`);
  expect(Date.now() - started).toBeLessThan(10 * DEADLINE_MS);
  await expect(shared.get("page")).rejects.toThrow("the shared cache is unavailable");
  expect(events.map(({ type }) => type)).toEqual(["down", "fallback", "fallback"]);
});

it("answers from its own cache, while the shared cache is away, only what it stored since the outage began", async () => {
  const { shared, own } = await guardedStore();
  const read = (key: string) => own.get(key, { implicitTags: [] });
  // Before: a page written to both, as the cache handler writes to every handler in its list.
  await Promise.all([shared.set("page", entry("before")), own.set("page", entry("before"))]);
  await expect(read("page")).resolves.toMatchObject({ value: "before" });
  await new Promise((resolve) => setTimeout(resolve, 5)); // "before" by the clock too, not within the same millisecond

  await expect(shared.get("go silent")).rejects.toThrow(`no answer within ${DEADLINE_MS} ms`);
  // The page from before may have been revalidated by another instance since: it is rendered again, and that is kept.
  await expect(shared.get("page")).rejects.toThrow("the shared cache is unavailable");
  await expect(read("page")).resolves.toBeNull();
  await own.set("page", entry("rendered during the outage"));
  await expect(read("page")).resolves.toMatchObject({ value: "rendered during the outage" });
});

it("keeps what it stored beside the write that found the shared cache away: this instance's render is the newest", async () => {
  const { shared, own } = await guardedStore(true);
  const read = (key: string) => own.get(key, { implicitTags: [] });
  const [toShared, toOwn] = await Promise.allSettled([
    shared.set("page", entry("fresh")),
    own.set("page", entry("fresh")),
  ]);
  expect([toShared.status, toOwn.status]).toEqual(["rejected", "fulfilled"]);
  await expect(read("page")).resolves.toMatchObject({ value: "fresh" });
});
