import type { Readings } from "./readings";

/** The alerts read off the database (activeAlerts); the rest are raised by the task that sees them (reconciliation). */
export const READING_ALERT_KINDS = [
  "dead_letters",
  "mail_refused",
  "outbox_stalled",
  "invoice_missing",
  "webhook_signatures",
] as const;
/** The alerts, each mailed to OPS_INBOX at most once an hour and served as leadflow_alert_active (docs/observability.md). */
export const ALERT_KINDS = [...READING_ALERT_KINDS, "payments_undecided"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const STALLED_AFTER_SECONDS = 10 * 60;
export const SIGNATURE_FAILURES_PER_HOUR = 20;

export type ActiveAlert = { kind: AlertKind; summary: string };

/** The alerts whose condition holds in these readings, each with a line saying what was seen. */
export function activeAlerts(readings: Readings): ActiveAlert[] {
  const active: ActiveAlert[] = [];
  // A job refused for good has its own alert: the dead letters are the rest.
  const refusedOf = (kind: string) => readings.refused.find((row) => row.kind === kind)?.count ?? 0;
  const dead = readings.jobs
    .filter((row) => row.state === "dead")
    .map((row) => ({ ...row, count: row.count - refusedOf(row.kind) }))
    .filter((row) => row.count > 0);
  if (dead.length > 0) {
    const list = dead.map((row) => `${row.count} ${row.kind}`).join(", ");
    active.push({ kind: "dead_letters", summary: `Dead-lettered outbox jobs waiting for an operator: ${list}.` });
  }
  const refused = readings.refused.filter((row) => row.count > 0);
  if (refused.length > 0) {
    const list = refused.map((row) => `${row.count} ${row.kind}`).join(", ");
    active.push({
      kind: "mail_refused",
      summary: `Mail refused for good by the receiving server (a 5xx to RCPT TO), dead at once: ${list}.`,
    });
  }
  const stalled = readings.oldestDue.filter((lane) => lane.seconds > STALLED_AFTER_SECONDS);
  if (stalled.length > 0) {
    const list = stalled.map((lane) => `${lane.lane} (${Math.round(lane.seconds / 60)} min)`).join(", ");
    active.push({ kind: "outbox_stalled", summary: `Outbox lanes with a job due for over 10 minutes: ${list}.` });
  }
  if (readings.paidWithoutInvoice > 0) {
    active.push({
      kind: "invoice_missing",
      summary: `${readings.paidWithoutInvoice} paid order(s) still without an invoice 10 minutes after payment.`,
    });
  }
  if (readings.signatureFailuresLastHour > SIGNATURE_FAILURES_PER_HOUR) {
    active.push({
      kind: "webhook_signatures",
      summary: `${readings.signatureFailuresLastHour} webhook deliveries refused for a bad signature in the last hour.`,
    });
  }
  return active;
}
