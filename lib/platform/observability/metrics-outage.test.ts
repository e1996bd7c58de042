import { performance } from "node:perf_hooks";
import { logger } from "@/lib/platform/log";
import { enqueue } from "@/lib/platform/outbox";
import { openPostgresBehindProxy, type PostgresBehindProxy } from "@/testing/database-and-mailbox";
import { parseMetrics } from "@/testing/prometheus";
import { metrics } from "./metrics";
import { metricsResponse } from "./metrics-endpoint";
import type { ReadingState } from "./scrape";

// /api/metrics with the database away (docs/observability.md, Metrics): within 1 s, never a 500, the process's own
// counters always, the database gauges from the last good reading with its age (or absent), one warn a minute at most
// and no SQL text. PostgreSQL behind a TCP proxy the test stalls (a partition) or cuts (unreachable).

const adminUrl = process.env.TEST_DATABASE_URL;
const TOKEN = "metrics-token-for-tests-0123";
const T0 = new Date("2026-11-29T10:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

(adminUrl ? describe : describe.skip)("/api/metrics with the database away (PostgreSQL through a TCP proxy)", () => {
  let behind: PostgresBehindProxy;
  let warnings: unknown[][];
  let spy: jest.SpyInstance;
  beforeAll(async () => {
    behind = await openPostgresBehindProxy(adminUrl!);
    await enqueue(behind.handle.db, "email", { template: "welcome" });
    metrics().rateLimited.labels("metrics-outage-test").inc();
  }, 60_000);
  afterAll(() => behind?.handle.close());
  beforeEach(() => {
    warnings = [];
    spy = jest.spyOn(logger, "warn").mockImplementation(((...args: unknown[]) => void warnings.push(args)) as never);
  });
  afterEach(async () => {
    spy.mockRestore();
    behind.proxy.restore();
  });

  async function scrape(state: ReadingState, now: Date) {
    const request = new Request("http://localhost/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    const started = performance.now();
    const response = await metricsResponse(request, TOKEN, async () => behind.handle.db, { now, state });
    const tookMs = performance.now() - started;
    expect(response.status).toBe(200);
    expect(tookMs).toBeLessThan(1_000);
    const scraped = parseMetrics(await response.text());
    expect(scraped.value("leadflow_rate_limited_total", { limit: "metrics-outage-test" })).toBe(1);
    return scraped;
  }
  /** The reading a stalled database still owes ends by the pool's query timeout once the proxy is restored. */
  const settle = async (state: ReadingState) => {
    behind.proxy.restore();
    await state.inFlight;
  };

  it("serves the last good reading with its age while the database stalls, and warns once a minute", async () => {
    const state: ReadingState = {};
    const fresh = await scrape(state, T0);
    expect(fresh.value("leadflow_outbox_jobs", { kind: "email", state: "pending" })).toBe(1);
    expect(fresh.value("leadflow_readings_age_seconds")).toBe(0);
    expect(warnings).toEqual([]);

    behind.proxy.stall();
    for (const seconds of [30, 45, 60, 89]) {
      const stale = await scrape(state, at(seconds));
      expect(stale.value("leadflow_outbox_jobs", { kind: "email", state: "pending" })).toBe(1);
      expect(stale.value("leadflow_readings_age_seconds")).toBe(seconds);
    }
    expect(warnings).toHaveLength(1);
    await scrape(state, at(91));
    expect(warnings).toHaveLength(2);
    expect(JSON.stringify(warnings)).toMatch(/last good reading, 30 s old/);
    expect(JSON.stringify(warnings)).not.toMatch(/select|outbox_jobs/i);
    await settle(state);
  }, 60_000);

  it("leaves the database gauges out when there never was a good reading, and serves the counters", async () => {
    const state: ReadingState = {};
    behind.proxy.cut();
    const scraped = await scrape(state, T0);
    expect(scraped.value("leadflow_outbox_jobs", { kind: "email", state: "pending" })).toBeUndefined();
    expect(scraped.value("leadflow_readings_age_seconds")).toBeUndefined();
    expect(scraped.value("leadflow_alert_active", { alert: "dead_letters" })).toBeUndefined();
    await settle(state);
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toMatch(/select|outbox_jobs/i);

    // Back: the next scrape reads afresh.
    const back = await scrape(state, at(5));
    expect(back.value("leadflow_outbox_jobs", { kind: "email", state: "pending" })).toBe(1);
    expect(back.value("leadflow_readings_age_seconds")).toBe(0);
  }, 60_000);
});
