import "server-only";
import { checkAppAlerts } from "@/lib/observability/app-alerts";
// Work that runs on a schedule rather than after a write: alert checks, payment reconciliation, content revalidation.
// The outbox loop of each Node process (instrumentation.ts) and the cron route (Vercel Cron) call runDuePeriodicTasks;
// a task must be safe to run on several instances at once and to run again after a crash (docs/operations.md).

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
];
