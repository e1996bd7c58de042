import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@/lib/platform/db/client";
import { logger } from "@/lib/platform/log";
import { summarizeFailure } from "@/lib/platform/outbox/failure";
import { READING_ALERT_KINDS, activeAlerts } from "./alert-conditions";
import { metrics, type Metrics } from "./metrics";
import { readPools } from "./pools";
import { readReadings, type Readings } from "./readings";

/**
 * How long a scrape waits for the database's readings (half the budget: the rest of a scrape on a busy machine takes
 * a few hundred milliseconds): past it, it answers with the last good reading (and its age)
 * or without the database gauges, so /api/metrics answers within 1 s whatever the database does.
 */
export const READINGS_WAIT_MS = 500;
/** While the database is away, one warn line a minute at most, whatever the number of scrapes. */
export const READINGS_WARN_EVERY_MS = 60_000;

/** What a process knows of the database's last reading: one per process, shared by every route bundle. */
export type ReadingState = {
  last?: { readings: Readings; at: Date };
  /** The reading under way: a scrape while one is still waiting for the database starts no second one. */
  inFlight?: Promise<void>;
  lastWarnAt?: number;
};

const shared = globalThis as typeof globalThis & { leadflowReadingState?: ReadingState };

export type ScrapeOptions = { now?: Date; waitMs?: number; state?: ReadingState };

/**
 * This instance's metrics in Prometheus text. The process's own counters always; the database's gauges read now, or
 * from the last good reading with leadflow_readings_age_seconds, or absent when there never was one. Never throws
 * for the database.
 */
export async function scrapeMetrics(
  database: () => Promise<Database>,
  { now = new Date(), waitMs = READINGS_WAIT_MS, state = (shared.leadflowReadingState ??= {}) }: ScrapeOptions = {},
): Promise<{ contentType: string; text: string }> {
  const m = metrics();
  state.inFlight ??= (async () => {
    try {
      const readings = await readReadings(await database(), now);
      state.last = { readings, at: now };
    } catch (error) {
      warnAtMostEveryMinute(state, now, summarizeFailure(error));
    } finally {
      state.inFlight = undefined;
    }
  })();
  const answered = await Promise.race([state.inFlight.then(() => true), sleep(waitMs, false, { ref: false })]);
  if (!answered) warnAtMostEveryMinute(state, now, { code: "timeout", reason: `no answer within ${waitMs} ms` });
  const pools = readPools();
  m.poolConnections.labels("in_use").set(pools.inUse);
  m.poolConnections.labels("idle").set(pools.idle);
  m.poolWaiting.set(pools.waiting);
  const processText = await m.registry.metrics();
  if (!state.last) return { contentType: m.registry.contentType, text: processText };
  setReadingGauges(m, state.last.readings);
  m.readingsAge.set(Math.max(0, (now.getTime() - state.last.at.getTime()) / 1000));
  return { contentType: m.registry.contentType, text: processText + (await m.readingsRegistry.metrics()) };
}

function setReadingGauges(m: Metrics, readings: Readings) {
  // Reset first: a kind or state that is gone must not keep its last value.
  m.outboxJobs.reset();
  for (const row of readings.jobs) m.outboxJobs.labels(row.kind, row.state).set(row.count);
  m.oldestDueJob.reset();
  for (const lane of readings.oldestDue) m.oldestDueJob.labels(lane.lane).set(lane.seconds);
  m.payments.reset();
  for (const row of readings.payments) m.payments.labels(row.state).set(row.count);
  m.paidWithoutInvoice.set(readings.paidWithoutInvoice);
  m.signatureFailures.set(readings.signatureFailuresLastHour);
  const active = new Set(activeAlerts(readings).map((alert) => alert.kind));
  // payments_undecided is set by the reconciliation task, which is the one that knows.
  for (const kind of READING_ALERT_KINDS) m.alertActive.labels(kind).set(active.has(kind) ? 1 : 0);
}

function warnAtMostEveryMinute(state: ReadingState, now: Date, { code, reason }: { code: string; reason: string }) {
  if (state.lastWarnAt !== undefined && now.getTime() - state.lastWarnAt < READINGS_WARN_EVERY_MS) return;
  state.lastWarnAt = now.getTime();
  const age = state.last ? Math.round((now.getTime() - state.last.at.getTime()) / 1000) : null;
  logger.warn(
    { code, reason, readingsAgeSeconds: age },
    age === null
      ? "Metrics: the database did not answer; serving the process's own metrics without the database gauges."
      : `Metrics: the database did not answer; serving its last good reading, ${age} s old.`,
  );
}
