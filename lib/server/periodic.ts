import "server-only";
// Work that runs on a schedule rather than after a write: alert checks, payment reconciliation, content revalidation.
// The outbox loop of each Node process (instrumentation.ts) and the cron route (Vercel Cron) call runDuePeriodicTasks;
// a task must be safe to run on several instances at once and to run again after a crash (docs/operations.md).
import { logger } from "@/lib/platform/log";
import { checkAppAlerts } from "@/lib/platform/observability/app-alerts";
import { untilAborted } from "@/lib/platform/outbox";
import { reconcileConfiguredPayments } from "@/lib/billing/payments/scheduled";
import { getDb } from "@/lib/platform/db";
import { pruneRateLimits } from "@/lib/platform/db/rate-limit";
import { revalidateScheduledPosts } from "./blog-schedule";

export type PeriodicTask = {
  /** Stable name, for logs and metrics ("alerts", "payment-reconciliation"). */
  name: string;
  /** How often it should run, at most. */
  everyMs: number;
  /** How long one run may take before its signal fires and the runner moves on (default: 30 s). */
  deadlineMs?: number;
  /** Does the work; stops early when the signal fires (shutdown or the task's deadline). */
  run: (signal: AbortSignal) => Promise<void>;
};

/** Every periodic task of the app. A new task is one line here. */
export const periodicTasks: PeriodicTask[] = [
  // Mails OPS_INBOX about dead letters, stalled lanes, missing invoices, failing webhook signatures (docs/observability.md).
  { name: "alerts", everyMs: 60_000, run: () => checkAppAlerts() },
  // Payments pending for more than 15 minutes, looked up with their gateway (lib/billing/payments/reconcile.ts).
  { name: "payment-reconciliation", everyMs: 5 * 60_000, run: reconcileConfiguredPayments },
  // A scheduled post's pages, images, lists, sitemap and feed revalidated at its moment (docs/content.md, "Scheduling").
  {
    name: "blog-schedule",
    everyMs: 10_000,
    deadlineMs: 50_000,
    run: async (signal) => void (await revalidateScheduledPosts(signal)),
  },
  // Rate-limit windows (keyed by a visitor's IP or address) kept a day past the longest window (24 h), then dropped.
  {
    name: "rate-limit-windows",
    everyMs: 60 * 60_000,
    run: async () => pruneRateLimits(await getDb(), new Date(Date.now() - RATE_LIMIT_KEPT_MS)),
  },
];

const RATE_LIMIT_KEPT_MS = 2 * 24 * 60 * 60_000;

export const PERIODIC_DEADLINE_MS = 30_000;

/** When each task last started, per process (a task runs again after a restart: it must be safe to). */
export type PeriodicState = Map<string, number>;

const shared = globalThis as typeof globalThis & { leadflowPeriodicState?: PeriodicState };

type RunOptions = {
  /** Stops the tasks under way (shutdown); each task's own deadline fires too. */
  signal?: AbortSignal;
  state?: PeriodicState;
  /** The clock in ms (tests move it). */
  now?: () => number;
};

/**
 * Runs, side by side, every task whose last start is `everyMs` or more ago (or that never ran in this process), each
 * with its own deadline. Resolves once each has ended or reached its deadline; a failure is logged, never thrown.
 * Returns the names of the tasks it started.
 */
export async function runDuePeriodicTasks(
  tasks: readonly PeriodicTask[] = periodicTasks,
  { signal, state = (shared.leadflowPeriodicState ??= new Map()), now = Date.now }: RunOptions = {},
): Promise<string[]> {
  const due = tasks.filter((task) => {
    const last = state.get(task.name);
    return last === undefined || now() - last >= task.everyMs;
  });
  await Promise.all(
    due.map(async (task) => {
      state.set(task.name, now());
      const deadline = AbortSignal.timeout(task.deadlineMs ?? PERIODIC_DEADLINE_MS);
      const taskSignal = signal ? AbortSignal.any([signal, deadline]) : deadline;
      try {
        await untilAborted(task.run(taskSignal), taskSignal);
      } catch (error) {
        logger.error({ err: error, task: task.name }, `Periodic task ${task.name} failed.`);
      }
    }),
  );
  return due.map((task) => task.name);
}
