import { and, eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Database } from "@/lib/platform/db/client";
import { outboxJobs, type OutboxJob } from "@/lib/platform/db/schema";
import { withShortWaits } from "@/lib/platform/db/short-waits";
import { logger } from "@/lib/platform/log";
import { summarizeFailure } from "./failure";

export type HeldLease = {
  /**
   * Fires when this drainer no longer holds the job: a renewal failed (the database is unreachable) or found the job
   * taken or finished, or the lease end passed without a renewal. Past it, another drainer may run the job.
   */
  signal: AbortSignal;
  /** The lease end as this drainer last wrote it: an outcome written later must find it unchanged. */
  readonly end: Date;
  /** The same end on this process's performance clock: past it, another drainer may hold the job. */
  readonly localEnd: number;
  /**
   * The check right before a side effect (the fencing token is the lease end this drainer wrote): renews the lease
   * if the row still carries it, through connections with short waits, so the effect and its outcome write get a
   * whole lease; else the signal fires and this throws LeaseLostError. A drainer whose lease another took (its
   * clock behind, a retry by hand, a pause longer than the lease) finds out here and sends nothing.
   */
  confirm: () => Promise<void>;
  /** Stops renewing, after a renewal under way, so the outcome written next is the last word. */
  stop: () => Promise<void>;
};

export class LeaseLostError extends Error {
  readonly code = "lease_lost";
}

/**
 * Renews a claimed job's lease every third of it while the job runs (a heartbeat), so a job that outlasts the lease
 * stays with this drainer, and one whose drainer died is free again within one lease. The lease ends `leaseMs` past
 * the drainer's clock: `now` (when the job was claimed, `claimedAt` on the performance clock) plus the time since. A
 * renewal only moves the lease it set last. This drainer never works past its own lease end: a timer fires the
 * signal at the end of the last lease it wrote, whether or not a renewal is still waiting for the database.
 */
export function holdLease(
  db: Database,
  job: OutboxJob,
  { now, leaseMs, claimedAt = performance.now() }: { now: Date; leaseMs: number; claimedAt?: number },
): HeldLease {
  const lost = new AbortController();
  let leaseEnd = job.nextAttemptAt;
  let localEnd = claimedAt + leaseMs;
  let expiry: NodeJS.Timeout | undefined;
  let renewing: Promise<void> = Promise.resolve();
  const lose = (reason: string, cause?: unknown) => {
    clearInterval(timer);
    clearTimeout(expiry);
    if (!lost.signal.aborted) lost.abort(new LeaseLostError(`Outbox job ${job.id}: lease lost (${reason})`, { cause }));
  };
  const expireAt = (end: number) => {
    localEnd = end;
    clearTimeout(expiry);
    expiry = setTimeout(() => lose("its end passed without a renewal"), Math.max(0, end - performance.now()));
    expiry.unref();
  };
  const renew = async (through: Database = db) => {
    if (lost.signal.aborted) return;
    const asked = performance.now();
    const next = new Date(now.getTime() + (asked - claimedAt) + leaseMs);
    try {
      const renewed = await through
        .update(outboxJobs)
        .set({ nextAttemptAt: next })
        .where(and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, "pending"), eq(outboxJobs.nextAttemptAt, leaseEnd)))
        .returning({ id: outboxJobs.id });
      if (lost.signal.aborted) return;
      if (renewed.length === 0) return lose("another drainer took it, or it was finished");
      leaseEnd = next;
      expireAt(asked + leaseMs);
    } catch (error) {
      const { code, reason } = summarizeFailure(error);
      logger.error({ jobId: job.id, code, reason }, `Outbox job ${job.id}: renewing its lease failed.`);
      lose("a renewal failed", error);
    }
  };
  const timer = setInterval(() => {
    renewing = renewing.then(() => renew());
  }, leaseMs / 3);
  timer.unref();
  expireAt(claimedAt + leaseMs);
  return {
    signal: lost.signal,
    get end() {
      return leaseEnd;
    },
    get localEnd() {
      return localEnd;
    },
    confirm: async () => {
      renewing = renewing.then(() => renew(withShortWaits(db)));
      await renewing;
      lost.signal.throwIfAborted();
    },
    stop: async () => {
      clearInterval(timer);
      clearTimeout(expiry);
      await renewing;
    },
  };
}
