// The shared cache's handler behind a deadline: an operation Redis has not answered within `deadlineMs` fails, so
// @fortedigital/nextjs-cache-handler reads from the next handler in its list (this instance's own cache) within the
// request. After a failure the shared cache is skipped for `retryAfterMs`, then tried again; the tags revalidated
// meanwhile are replayed on it first, so an instance back on the shared cache never serves a page it revalidated
// while Redis was away. Each outage is reported once ("down", then "up"); every operation that fell back is counted.

/**
 * Rejects when `promise` has not settled within `ms`. An answer that arrived in time while this process was too busy
 * to read it (a render holding the event loop) is not late: timers run before the I/O already received is read, so
 * the rejection waits for that read (setImmediate runs after it) and the answer wins.
 */
function withDeadline(promise, ms) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * @param {{ name: string, get: Function, set: Function, revalidateTag: Function, delete?: Function }} handler
 * @param {{ deadlineMs: number, retryAfterMs: number, report: (event: object) => void,
 *   own: { name: string, get: Function, set: Function, revalidateTag: Function, delete?: Function },
 *   now?: () => number }} options
 * @returns the shared handler, guarded, and this instance's own, to list after it.
 */
export function guardSharedHandler(handler, { deadlineMs, retryAfterMs, report, own, now = Date.now }) {
  // A revalidation must reach every instance: it is tried even while Redis is skipped, and given longer (Redis down
  // fails it at once anyway). Writing a whole build's pages at once (seeding) is given longer too.
  let seeding = 0;
  const deadlineOf = (operation) =>
    operation === "revalidateTag" || (seeding > 0 && operation === "set") ? 20 * deadlineMs : deadlineMs;
  let downSince = null;
  let retryAt = 0;
  const missedTags = new Set();

  async function run(operation, call, onFailure) {
    if (downSince !== null && now() < retryAt && operation !== "revalidateTag") {
      onFailure?.();
      report({ type: "fallback", operation });
      throw new Error("the shared cache is unavailable");
    }
    // The outage began when the operation that found Redis away was sent, not when its deadline ran out: what this
    // instance stored meanwhile (its own render, written to both caches at once) is not from before it.
    const sent = now();
    try {
      for (const tag of missedTags) {
        await withDeadline(Promise.resolve(handler.revalidateTag(tag)), deadlineMs);
        missedTags.delete(tag);
      }
      const result = await withDeadline(Promise.resolve(call()), deadlineOf(operation));
      if (downSince !== null) {
        report({ type: "up", operation, outageMs: now() - downSince });
        downSince = null;
      }
      return result;
    } catch (error) {
      if (downSince === null) {
        downSince = sent;
        report({ type: "down", operation, reason: error instanceof Error ? error.message : String(error) });
      }
      retryAt = now() + retryAfterMs;
      onFailure?.();
      report({ type: "fallback", operation });
      throw error;
    }
  }

  // When each key was last stored in the own cache, oldest first; as many as its LRU keeps (1,000) and then some.
  const storedAt = new Map();
  const STORED_AT_KEPT = 10_000;
  const ownCache = {
    ...own,
    name: `${own.name} (while the shared cache is away)`,
    get: (key, meta) => {
      const since = storedAt.get(key);
      if (downSince !== null && (since === undefined || since < downSince)) return Promise.resolve(null);
      return own.get(key, meta);
    },
    set: (key, value, ctx) => {
      storedAt.delete(key);
      storedAt.set(key, now());
      if (storedAt.size > STORED_AT_KEPT) storedAt.delete(storedAt.keys().next().value);
      return own.set(key, value, ctx);
    },
    delete: (key) => {
      storedAt.delete(key);
      return own.delete?.(key);
    },
  };

  const shared = {
    name: `${handler.name} (guarded)`,
    get: (key, meta) => run("get", () => handler.get(key, meta)),
    set: (key, value, ctx) => run("set", () => handler.set(key, value, ctx)),
    revalidateTag: (tag) =>
      run(
        "revalidateTag",
        () => handler.revalidateTag(tag),
        () => missedTags.add(tag),
      ),
    delete: (key) => run("delete", () => handler.delete?.(key)),
    /** Runs `seed` with the longer deadline for writes. */
    async whileSeeding(seed) {
      seeding++;
      try {
        return await seed();
      } finally {
        seeding--;
      }
    },
  };
  return { shared, own: ownCache };
}
