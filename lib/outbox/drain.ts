import { eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Database } from "@/lib/db/client";
import { outboxJobs, type OutboxJob } from "@/lib/db/schema";
import { observeJob } from "@/lib/observability/observe-job";
import { afterFailure, MAX_ATTEMPTS } from "./backoff";
import { claimDueJobs, LEASE_MS } from "./claim";
import { outboxLanes, type Lane } from "./lanes";
import { holdLease } from "./lease";
import type { DrainResult, JobHandlers, JobOutcome } from "./types";

/**
 * How long one drain takes new jobs. A job under way when it runs out still finishes (each handler has its own
 * timeout: 10 s for the platform), so a drain ends within about 30 s, inside a serverless function's limit.
 */
export const DRAIN_BUDGET_MS = 20_000;

type DrainOptions = {
  /** Jobs per lane, at most. */
  limit?: number;
  /** The drainer's clock (tests fix it); the current time by default. */
  now?: Date;
  leaseMs?: number;
  maxAttempts?: number;
  budgetMs?: number;
};

const noJobs = (): DrainResult => ({ claimed: 0, done: 0, retrying: 0, dead: 0 });

/** Runs what is due in every lane at once: done on success, else retried later with backoff or dead-lettered. */
export async function drain(db: Database, handlers: JobHandlers, options: DrainOptions = {}): Promise<DrainResult> {
  const budget = { ...options, budgetMs: options.budgetMs ?? DRAIN_BUDGET_MS };
  const lanes = await Promise.all(outboxLanes(handlers).map((lane) => drainLane(db, handlers, lane, budget)));
  return lanes.reduce(
    (sum, lane) => ({
      claimed: sum.claimed + lane.claimed,
      done: sum.done + lane.done,
      retrying: sum.retrying + lane.retrying,
      dead: sum.dead + lane.dead,
    }),
    noJobs(),
  );
}

/**
 * Runs one lane's due jobs one after another (a burst of jobs should not open a burst of SMTP or HTTP connections),
 * claiming each just before it runs, so no claimed job waits behind another. Stops after `limit` jobs, when none is
 * due, or when the budget is spent.
 */
export async function drainLane(
  db: Database,
  handlers: JobHandlers,
  lane: Lane,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const { limit = 20, leaseMs = LEASE_MS, maxAttempts, budgetMs = DRAIN_BUDGET_MS } = options;
  const deadline = performance.now() + budgetMs;
  const result = noJobs();
  while (result.claimed < limit && performance.now() < deadline) {
    const now = options.now ?? new Date();
    const [job] = await claimDueJobs(db, { limit: 1, now, leaseMs, lane });
    if (!job) break;
    result.claimed += 1;
    const outcome = await runClaimedJob(db, handlers, job, { now, leaseMs, maxAttempts });
    if (outcome.ok) result.done += 1;
    else if (outcome.dead) result.dead += 1;
    else result.retrying += 1;
  }
  return result;
}

/** Runs a job this caller has claimed, holding its lease meanwhile, and records the outcome. */
export function runClaimedJob(db: Database, handlers: JobHandlers, job: OutboxJob, options: RunOptions = {}) {
  // Job id and kind on its log lines, a span per job, attempts and dead letters counted (lib/observability).
  return observeJob(job, () => runJob(db, handlers, job, options));
}

type RunOptions = { now?: Date; leaseMs?: number; maxAttempts?: number };

async function runJob(
  db: Database,
  handlers: JobHandlers,
  job: OutboxJob,
  {
    now = new Date(),
    leaseMs = LEASE_MS,
    maxAttempts = MAX_ATTEMPTS,
  }: RunOptions = {},
): Promise<JobOutcome> {
  const handler = handlers[job.kind];
  const lease = holdLease(db, job, { now, leaseMs });
  let failure: { error: unknown } | null = null;
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler(job.payload, { db, job, now });
  } catch (error) {
    failure = { error };
  } finally {
    await lease.release();
  }
  if (failure) {
    const { error } = failure;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
    const decision = afterFailure(job.attempts, now, maxAttempts);
    await db
      .update(outboxJobs)
      .set(
        decision.status === "dead"
          ? { status: "dead", lastError: message }
          : { nextAttemptAt: decision.nextAttemptAt, lastError: message },
      )
      .where(eq(outboxJobs.id, job.id));
    return { ok: false, error: message, dead: decision.status === "dead" };
  }
  await db
    .update(outboxJobs)
    .set({ status: "done", doneAt: new Date(), lastError: null })
    .where(eq(outboxJobs.id, job.id));
  return { ok: true };
}
