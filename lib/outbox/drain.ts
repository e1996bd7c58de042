import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";
import { afterFailure, MAX_ATTEMPTS } from "./backoff";
import { claimDueJobs, LEASE_MS } from "./claim";
import type { DrainResult, JobHandlers, JobOutcome } from "./types";

type DrainOptions = { limit?: number; now?: Date; leaseMs?: number; maxAttempts?: number };

/** Claims due jobs and runs each one: done on success, else retried later with backoff or dead-lettered. */
export async function drain(db: Database, handlers: JobHandlers, options: DrainOptions = {}): Promise<DrainResult> {
  const now = options.now ?? new Date();
  const jobs = await claimDueJobs(db, { limit: options.limit ?? 20, now, leaseMs: options.leaseMs ?? LEASE_MS });
  const result: DrainResult = { claimed: jobs.length, done: 0, retrying: 0, dead: 0 };
  // One after another: a burst of jobs should not open a burst of SMTP or HTTP connections.
  for (const job of jobs) {
    const outcome = await runClaimedJob(db, handlers, job, { now, maxAttempts: options.maxAttempts });
    if (outcome.ok) result.done += 1;
    else if (outcome.dead) result.dead += 1;
    else result.retrying += 1;
  }
  return result;
}

/** Runs a job this caller has claimed and records the outcome. */
export async function runClaimedJob(
  db: Database,
  handlers: JobHandlers,
  job: OutboxJob,
  { now = new Date(), maxAttempts = MAX_ATTEMPTS }: { now?: Date; maxAttempts?: number } = {},
): Promise<JobOutcome> {
  const handler = handlers[job.kind];
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(job.payload, { db, job, now });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
    const decision = afterFailure(job.attempts, now, maxAttempts);
    await db
      .update(outboxJobs)
      .set(decision.status === "dead" ? { status: "dead", lastError: message } : { nextAttemptAt: decision.nextAttemptAt, lastError: message })
      .where(eq(outboxJobs.id, job.id));
    return { ok: false, error: message, dead: decision.status === "dead" };
  }
  await db.update(outboxJobs).set({ status: "done", doneAt: new Date(), lastError: null }).where(eq(outboxJobs.id, job.id));
  return { ok: true };
}
