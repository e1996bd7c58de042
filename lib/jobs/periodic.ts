import "server-only";
// Work that runs on a schedule rather than after a write: alert checks, payment reconciliation, content revalidation.
// The outbox loop of each Node process (instrumentation.ts) and the cron route (Vercel Cron) call runDuePeriodicTasks;
// a task must be safe to run on several instances at once and to run again after a crash (docs/operations.md).
import { checkAppAlerts } from "@/lib/observability/app-alerts";
import { reconcileConfiguredPayments } from "@/lib/payments/scheduled";

export type PeriodicTask = {
  /** Stable name, for logs and metrics ("alerts", "payment-reconciliation"). */
  name: string;
  /** How often it should run, at most. */
  everyMs: number;
  /** Does the work; stops early when the signal fires (shutdown or the task's deadline). */
  run: (signal: AbortSignal) => Promise<void>;
};

/** Every periodic task of the app. A new task is one line here. */
export const periodicTasks: PeriodicTask[] = [
  // Mails OPS_INBOX about dead letters, stalled lanes, missing invoices, failing webhook signatures (docs/observability.md).
  { name: "alerts", everyMs: 60_000, run: () => checkAppAlerts() },
  // Payments pending for more than 15 minutes, looked up with their gateway (lib/payments/reconcile.ts).
  { name: "payment-reconciliation", everyMs: 5 * 60_000, run: reconcileConfiguredPayments },
];
