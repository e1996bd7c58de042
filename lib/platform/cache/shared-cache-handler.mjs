// Next's incremental cache (pages, route answers, their tags) on Redis or Valkey, shared by every instance:
// next.config.ts names this file as Next's `cacheHandler` when REDIS_URL is set (docs/deployment.md). Plain
// JavaScript, as Next imports it by path at `next start`, outside its bundles; it reports to
// lib/platform/cache/shared-cache-events.ts through globalThis (log lines and /api/metrics).
//
// - Keys carry the build id: an old build's pages never answer a new build, and expire by themselves.
// - The build's prerendered pages are written to Redis once per build, by the first instance to claim it.
// - Redis down or slower than 100 ms: this instance's own in-memory cache answers, with what it rendered since Redis
//   went away (guard-shared-handler.mjs).
import { hostname } from "node:os";
import { dirname, relative } from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { registerInitialCache } from "@fortedigital/nextjs-cache-handler/instrumentation";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import pino from "pino";
import { guardSharedHandler } from "./guard-shared-handler.mjs";
import { routeCacheKeys } from "./route-cache-keys.mjs";

const DEADLINE_MS = 100;
const RETRY_AFTER_MS = 1_000;
const CONNECT_WAIT_MS = 2_000;
// Pages without a revalidation period (static ones) count as fresh for a day. Redis keeps every entry at least a day
// and a half, whatever its period: Next serves a stale page and regenerates it in the background, as with its file
// cache (the package's own choice, 1.5 × the period, would drop a page revalidated every minute after 90 s, and the
// next visitor would wait for its render). An old build's keys go by themselves.
const STATIC_PAGE_STALE_AGE_S = 24 * 60 * 60;
const KEPT_AT_LEAST_S = 1.5 * STATIC_PAGE_STALE_AGE_S;
const SEED_CLAIM_TTL_S = 2 * KEPT_AT_LEAST_S;

const events = (globalThis.leadflowSharedCache ??= {});
// Until instrumentation.ts hands over lib/platform/log (events.report), lines go out as that logger's JSON lines do.
const earlyLog = pino({ base: { service: "leadflow-site" }, level: process.env.LOG_LEVEL ?? "info" });
function report(event) {
  if (events.report) events.report(event);
  else if (event.type !== "fallback") earlyLog.warn(event, "Shared cache");
}

async function connected(client) {
  const attempt = client.connect().catch(() => undefined);
  await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]);
}

/**
 * The first instance of a build to claim it writes the build's prerendered pages into Redis (where no entry is yet);
 * the others skip. The package reads the build's files; the keys are Next 16.4's (route-cache-keys.mjs).
 */
async function seedOnce(client, keyPrefix, serverDistDir, shared) {
  try {
    const claim = await client.set(`${keyPrefix}seeded`, `${hostname()}:${process.pid}`, {
      NX: true,
      EX: SEED_CLAIM_TTL_S,
    });
    if (claim !== "OK") return;
    const started = Date.now();
    const buildDir = dirname(serverDistDir);
    const keyOf = routeCacheKeys(buildDir);
    let pages = 0;
    class Seeder extends CacheHandler {
      async set(pathname, value, ctx) {
        const key = keyOf(pathname);
        if (!key) return;
        pages++;
        await super.set(key, value, ctx);
      }
    }
    await shared.whileSeeding(() =>
      registerInitialCache(Seeder, {
        buildDir: relative(process.cwd(), buildDir),
        setOnlyIfNotExists: true,
        // Only what Next reads through this handler: pages and route answers (the build made no data fetches).
        fetch: false,
        parallelism: 2,
      }),
    );
    report({ type: "seeded", pages, ms: Date.now() - started });
  } catch (error) {
    report({ type: "seed-failed", reason: error instanceof Error ? error.message : String(error) });
  }
}

CacheHandler.onCreation(async ({ serverDistDir, buildId }) => {
  // REDIS_URL was checked by lib/platform/env when next.config.ts chose this handler.
  const client = createClient({
    url: process.env.REDIS_URL,
    // A command while disconnected fails at once instead of waiting in a queue: the guard then falls back.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(100 * (retries + 1), 1_000) },
  });
  // Failures are reported by the guard, once per outage; the client reconnects by itself.
  client.on("error", () => undefined);
  await connected(client);
  const keyPrefix = `leadflow:${buildId?.trim() ?? "unbuilt"}:`;
  // The package's own timeout is a backstop for the seeding's writes; the guard holds requests to DEADLINE_MS.
  const { shared, own } = guardSharedHandler(createRedisHandler({ client, keyPrefix, timeoutMs: 20 * DEADLINE_MS }), {
    deadlineMs: DEADLINE_MS,
    retryAfterMs: RETRY_AFTER_MS,
    report,
    own: createLruHandler(),
  });
  setImmediate(() => void seedOnce(client, keyPrefix, serverDistDir, shared));
  return {
    // Read from the first that answers: Redis, else this instance's memory. Written to both.
    handlers: [shared, own],
    ttl: {
      defaultStaleAge: STATIC_PAGE_STALE_AGE_S,
      estimateExpireAge: (staleAge) => Math.max(1.5 * staleAge, KEPT_AT_LEAST_S),
    },
  };
});

export default CacheHandler;
