import { Counter, Gauge, Histogram, Registry } from "prom-client";

// Every metric of the site (docs/observability.md, Metrics), in one registry per process: Next bundles each route
// with its own copy of this module, and a counter moved in one bundle must be served by /api/metrics in another.
// Counters and histograms move as things happen; the gauges read from the database are set at scrape time
// (lib/platform/observability/scrape.ts), so several instances report the same shared state.

function createMetrics() {
  const registry = new Registry();
  const on = { registers: [registry] };
  // The database's gauges: served only while a reading exists (lib/platform/observability/scrape.ts), with its age.
  const readingsRegistry = new Registry();
  const read = { registers: [readingsRegistry] };
  return {
    registry,
    readingsRegistry,
    // Moved where things happen.
    requestDuration: new Histogram({
      name: "leadflow_request_duration_seconds",
      help: "Route handler and server action duration, by type (route or action), route and status",
      labelNames: ["type", "route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      ...on,
    }),
    jobAttempts: new Counter({
      name: "leadflow_outbox_attempts_total",
      help: "Outbox job attempts by kind and outcome (done, retry, dead)",
      labelNames: ["kind", "outcome"] as const,
      ...on,
    }),
    deadLetters: new Counter({
      name: "leadflow_outbox_dead_letters_total",
      help: "Outbox jobs dead-lettered by this instance, by kind",
      labelNames: ["kind"] as const,
      ...on,
    }),
    mails: new Counter({
      name: "leadflow_mails_total",
      help: "E-mails handed to the SMTP server (sent) or refused by it (failed), by template",
      labelNames: ["template", "result"] as const,
      ...on,
    }),
    webhooks: new Counter({
      name: "leadflow_webhooks_total",
      help: "Gateway webhooks accepted or rejected, by gateway and reason",
      labelNames: ["gateway", "result", "reason"] as const,
      ...on,
    }),
    rateLimited: new Counter({
      name: "leadflow_rate_limited_total",
      help: "Requests refused by a rate limit (429 or its form message), by limit",
      labelNames: ["limit"] as const,
      ...on,
    }),
    // Read from the database at scrape time, or the last good reading while the database does not answer.
    readingsAge: new Gauge({
      name: "leadflow_readings_age_seconds",
      help: "How old the database gauges served are: 0 when read for this scrape, more while the database is away",
      ...read,
    }),
    outboxJobs: new Gauge({
      name: "leadflow_outbox_jobs",
      help: "Outbox jobs by kind and state (pending, done, dead)",
      labelNames: ["kind", "state"] as const,
      ...read,
    }),
    oldestDueJob: new Gauge({
      name: "leadflow_outbox_oldest_due_job_age_seconds",
      help: "How long the oldest due job of each lane (job kind) has been waiting; 0 when none is due",
      labelNames: ["lane"] as const,
      ...read,
    }),
    payments: new Gauge({
      name: "leadflow_payments",
      help: "Payments (orders) by state",
      labelNames: ["state"] as const,
      ...read,
    }),
    paidWithoutInvoice: new Gauge({
      name: "leadflow_paid_orders_without_invoice",
      help: "Paid orders with no invoice 10 minutes after payment",
      ...read,
    }),
    signatureFailures: new Gauge({
      name: "leadflow_webhook_signature_failures_last_hour",
      help: "Webhook deliveries refused for a bad signature in the last hour, all instances",
      ...read,
    }),
    alertActive: new Gauge({
      name: "leadflow_alert_active",
      help: "1 while the condition of an alert holds (the same conditions that mail OPS_INBOX), else 0",
      labelNames: ["alert"] as const,
      ...read,
    }),
    // Read from this process's PostgreSQL pools at scrape time.
    poolConnections: new Gauge({
      name: "leadflow_db_pool_connections",
      help: "PostgreSQL pool connections of this instance, by state (in_use, idle)",
      labelNames: ["state"] as const,
      ...on,
    }),
    poolWaiting: new Gauge({
      name: "leadflow_db_pool_waiting",
      help: "Queries of this instance waiting for a PostgreSQL pool connection",
      ...on,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const shared = globalThis as typeof globalThis & { leadflowMetrics?: Metrics };

/** This process's metrics. */
export function metrics(): Metrics {
  return (shared.leadflowMetrics ??= createMetrics());
}
