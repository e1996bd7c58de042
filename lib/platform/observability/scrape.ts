import type { Database } from "@/lib/platform/db/client";
import { READING_ALERT_KINDS, activeAlerts } from "./alert-conditions";
import { metrics } from "./metrics";
import { readPools } from "./pools";
import { readReadings } from "./readings";

/** This instance's metrics in Prometheus text, the database's gauges read now. */
export async function scrapeMetrics(db: Database, now = new Date()): Promise<{ contentType: string; text: string }> {
  const m = metrics();
  const readings = await readReadings(db, now);
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
  const pools = readPools();
  m.poolConnections.labels("in_use").set(pools.inUse);
  m.poolConnections.labels("idle").set(pools.idle);
  m.poolWaiting.set(pools.waiting);
  return { contentType: m.registry.contentType, text: await m.registry.metrics() };
}
