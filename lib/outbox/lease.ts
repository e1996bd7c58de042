import { and, eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Database } from "@/lib/db/client";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";
import { logger } from "@/lib/log";

export type HeldLease = { release: () => Promise<void> };

/**
 * Renews a claimed job's lease every third of it while the job runs (a heartbeat), so a job that outlasts the lease
 * stays with this drainer, and one whose drainer died is free again within one lease. The lease ends `leaseMs` past
 * the drainer's clock: `now` (when the job started) plus the time since. A renewal only moves the lease it set
 * last: once the job's outcome is written, or another drainer took the job, it changes nothing.
 */
export function holdLease(db: Database, job: OutboxJob, { now, leaseMs }: { now: Date; leaseMs: number }): HeldLease {
  const started = performance.now();
  let leaseEnd = job.nextAttemptAt;
  let renewing: Promise<void> = Promise.resolve();
  const renew = async () => {
    const next = new Date(now.getTime() + (performance.now() - started) + leaseMs);
    const renewed = await db
      .update(outboxJobs)
      .set({ nextAttemptAt: next })
      .where(and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, "pending"), eq(outboxJobs.nextAttemptAt, leaseEnd)))
      .returning({ id: outboxJobs.id });
    if (renewed.length > 0) leaseEnd = next;
  };
  const timer = setInterval(() => {
    renewing = renewing
      .then(renew)
      .catch((error) => logger.error({ err: error }, `Outbox job ${job.id}: renewing its lease failed.`));
  }, leaseMs / 3);
  timer.unref();
  return {
    // Waits for a renewal under way, so the outcome written next is the last word.
    release: async () => {
      clearInterval(timer);
      await renewing;
    },
  };
}
