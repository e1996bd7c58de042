import { Counter, Gauge } from "prom-client";
import { logger } from "../log";
import { metrics } from "../observability/metrics";

// What the shared cache's handler (shared-cache-handler.mjs, loaded by Next outside its bundles) reports, logged
// and counted here: one line when Redis stops answering and one when it answers again, a count of the operations
// answered by the instance's own cache instead (/api/metrics), and the seeding of a build's pages.

export type SharedCacheEvent =
  | { type: "down"; operation: string; reason: string }
  | { type: "up"; operation: string; outageMs: number }
  | { type: "fallback"; operation: string }
  | { type: "seeded"; pages: number; ms: number }
  | { type: "seed-failed"; reason: string };

type Channel = { report?: (event: SharedCacheEvent) => void };

function createSharedCacheMetrics() {
  const registers = [metrics().registry];
  return {
    fallbacks: new Counter({
      name: "leadflow_shared_cache_fallbacks_total",
      help: "Cache operations this instance answered from its own cache because Redis failed or took over 100 ms",
      labelNames: ["operation"] as const,
      registers,
    }),
    available: new Gauge({
      name: "leadflow_shared_cache_available",
      help: "1 while this instance reads and writes the shared cache (Redis), 0 while it uses its own",
      registers,
    }),
  };
}

const shared = globalThis as typeof globalThis & {
  leadflowSharedCache?: Channel;
  leadflowSharedCacheMetrics?: ReturnType<typeof createSharedCacheMetrics>;
};

/** Receives the shared cache's events in this process (instrumentation.ts, once REDIS_URL is set). */
export function receiveSharedCacheEvents(): void {
  const counters = (shared.leadflowSharedCacheMetrics ??= createSharedCacheMetrics());
  counters.available.set(1);
  const log = logger.child({ component: "shared-cache" });
  (shared.leadflowSharedCache ??= {}).report = (event) => {
    switch (event.type) {
      case "fallback":
        counters.fallbacks.inc({ operation: event.operation });
        return;
      case "down":
        counters.available.set(0);
        log.warn(
          { operation: event.operation, reason: event.reason },
          "Shared cache unavailable: using this instance's own cache",
        );
        return;
      case "up":
        counters.available.set(1);
        log.info({ operation: event.operation, outageMs: event.outageMs }, "Shared cache available again");
        return;
      case "seeded":
        log.info({ pages: event.pages, ms: event.ms }, "Shared cache seeded with this build's prerendered pages");
        return;
      case "seed-failed":
        log.warn({ reason: event.reason }, "Shared cache not seeded: pages are rendered on their first visit");
    }
  };
}
