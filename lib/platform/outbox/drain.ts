import { and, eq } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@/lib/platform/db/client";
import { withShortWaits } from "@/lib/platform/db/short-waits";
import { outboxJobs, type OutboxJob } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/log";
import { observeJob } from "@/lib/platform/observability/observe-job";
import { untilAborted } from "./abort";
import { logFailedAttempt, logSucceededAttempt } from "./attempt-log";
import { afterFailure, MAX_JOB_AGE_MS } from "./backoff";
import { claimDueJobs, LEASE_MS } from "./claim";
import { outboxLanes, type Lane } from "./lanes";
import { PERMANENT_ERROR_PREFIX, summarizeFailure } from "./failure";
import { holdLease } from "./lease";
import type { DrainResult, JobHandlers, JobOutcome } from "./types";

/**
 * How long one drain takes new jobs. A job under way when it runs out still finishes or reaches its deadline, so a
 * drain ends within the budget plus the longest deadline, inside a serverless function's limit.
 */
export const DRAIN_BUDGET_MS = 20_000;

/** A job kind without its own deadline (the app's table is in lib/server/app-jobs.ts). */
export const DEFAULT_JOB_DEADLINE_MS = 30_000;

/**
 * The waits before the outcome write ("done", "retry at") is tried again, the last one repeated: a database that is
 * away for a moment must not turn a delivered mail into a second one. The write is tried until this drainer's lease
 * ends (another drainer may take the job then), each try through connections with short waits
 * (lib/platform/db/short-waits.ts), so a drainer cut from the database gives up at its lease end, not later.
 */
export const OUTCOME_RETRY_DELAYS_MS = [50, 200, 800, 2_000];

/** How long a shutdown's release is tried (the loop has SHUTDOWN_GRACE_MS - SHUTDOWN_CUT_MS = 2 s left by then). */
export const RELEASE_WRITE_MS = 1_500;

export type RunOptions = {
  /** The drainer's clock (tests fix it); the current time by default. */
  now?: Date;
  leaseMs?: number;
  /** A job still failing this long after it was queued is dead-lettered (24 h by default). */
  maxAgeMs?: number;
  /**
   * Fires when the process's shutdown budget is spent (lib/platform/outbox/shutdown.ts): the job under way is aborted
   * and its lease released, due at once for another instance, the attempt not counted.
   */
  cut?: AbortSignal;
  /** Each kind's overall deadline: past it the handler's signal fires and its lane goes on. */
  deadlinesMs?: Readonly<Record<string, number>>;
  outcomeRetryDelaysMs?: readonly number[];
};

export type DrainOptions = RunOptions & {
  /** Jobs per lane, at most. */
  limit?: number;
  budgetMs?: number;
  /** Stops claiming when it fires (shutdown); the job under way finishes, reaches its deadline or is `cut`. */
  signal?: AbortSignal;
  /** A moving clock for each claim when `now` is not fixed (tests let time pass without waiting). */
  clock?: () => Date;
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
 * due, when the budget is spent or when the signal fires.
 */
export async function drainLane(
  db: Database,
  handlers: JobHandlers,
  lane: Lane,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const { limit = 20, leaseMs = LEASE_MS, budgetMs = DRAIN_BUDGET_MS, signal } = options;
  const deadline = performance.now() + budgetMs;
  const result = noJobs();
  while (result.claimed < limit && performance.now() < deadline && !signal?.aborted) {
    const now = options.now ?? options.clock?.() ?? new Date();
    const claimedAt = performance.now();
    const [job] = await claimDueJobs(db, { limit: 1, now, leaseMs, lane });
    if (!job) break;
    result.claimed += 1;
    const outcome = await runClaimedJob(db, handlers, job, { ...options, now, leaseMs, claimedAt });
    if (outcome.ok) result.done += 1;
    else if (outcome.dead) result.dead += 1;
    else result.retrying += 1;
  }
  return result;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

/**
 * Runs a job this caller has claimed, holding its lease meanwhile, and records the outcome. The handler's signal
 * fires when the lease is lost or the kind's deadline passes; either way the lane goes on at once (the handler is
 * left to stop at its signal) and the job is retried with backoff.
 */
export function runClaimedJob(
  db: Database,
  handlers: JobHandlers,
  job: OutboxJob,
  options: RunOptions & { claimedAt?: number } = {},
): Promise<JobOutcome> {
  // Job id and kind on its log lines, a span per job, attempts and dead letters counted (lib/platform/observability).
  return observeJob(job, () => runJob(db, handlers, job, options));
}

async function runJob(
  db: Database,
  handlers: JobHandlers,
  job: OutboxJob,
  {
    now = new Date(),
    leaseMs = LEASE_MS,
    maxAgeMs = MAX_JOB_AGE_MS,
    cut,
    deadlinesMs = {},
    outcomeRetryDelaysMs = OUTCOME_RETRY_DELAYS_MS,
    claimedAt,
  }: RunOptions & { claimedAt?: number } = {},
): Promise<JobOutcome> {
  const handler = handlers[job.kind];
  const lease = holdLease(db, job, { now, leaseMs, claimedAt });
  const deadlineMs = deadlinesMs[job.kind] ?? DEFAULT_JOB_DEADLINE_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new DeadlinePassed(job.id, deadlineMs)), deadlineMs);
  timer.unref();
  const signal = AbortSignal.any([lease.signal, deadline.signal, ...(cut ? [cut] : [])]);
  let failure: { error: unknown } | null = null;
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    const confirmLease = async () => {
      signal.throwIfAborted();
      await lease.confirm();
    };
    await untilAborted(handler(job.payload, { db, job, now, signal, confirmLease }), signal);
  } catch (error) {
    failure = { error: signal.aborted ? signal.reason : error };
  } finally {
    clearTimeout(timer);
    await lease.stop();
  }
  const outcomeDb = withShortWaits(db);
  const write = (update: () => Promise<unknown>, giveUpAt = lease.localEnd) =>
    writeOutcome(job, update, outcomeRetryDelaysMs, giveUpAt);
  // Only while this drainer still holds the job: another drainer's lease must not be moved.
  const stillOurs = () =>
    and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, "pending"), eq(outboxJobs.nextAttemptAt, lease.end));
  if (failure && cut?.aborted && failure.error === cut.reason) {
    // Shutdown: due at once for another instance (not after the lease), and this attempt not counted.
    const summary = summarizeFailure(failure.error);
    logFailedAttempt(job, summary, { status: "released" });
    await write(
      () =>
        outcomeDb
          .update(outboxJobs)
          .set({ nextAttemptAt: now, attempts: Math.max(0, job.attempts - 1), lastError: summary.reason })
          .where(stillOurs()),
      Math.min(lease.localEnd, performance.now() + RELEASE_WRITE_MS),
    );
    return { ok: false, error: summary.reason, dead: false };
  }
  if (failure) {
    const summary = summarizeFailure(failure.error);
    const message = summary.permanent
      ? `${PERMANENT_ERROR_PREFIX}${messageOf(failure.error)}`
      : messageOf(failure.error);
    const decision = afterFailure(job, now, { maxAgeMs, permanent: summary.permanent });
    logFailedAttempt(job, summary, decision);
    await write(() =>
      outcomeDb
        .update(outboxJobs)
        .set(
          decision.status === "dead"
            ? { status: "dead", lastError: message }
            : { nextAttemptAt: decision.nextAttemptAt, lastError: message },
        )
        .where(stillOurs()),
    );
    return { ok: false, error: message, dead: decision.status === "dead" };
  }
  logSucceededAttempt(job);
  // Whoever holds the job now: it was done, and a second drainer still sending it loses its lease and stops.
  await write(() =>
    outcomeDb
      .update(outboxJobs)
      .set({ status: "done", doneAt: new Date(), lastError: null })
      .where(eq(outboxJobs.id, job.id)),
  );
  return { ok: true };
}

class DeadlinePassed extends Error {
  readonly code = "deadline";
  constructor(jobId: number, deadlineMs: number) {
    super(`Outbox job ${jobId}: past its ${deadlineMs / 1000} s deadline`);
  }
}

/**
 * The outcome write, tried again after each of `delaysMs` (the last one repeated) while the next try starts before
 * `giveUpAt` (the performance clock); the last failure is thrown (the lane logs it).
 */
async function writeOutcome(
  job: OutboxJob,
  update: () => Promise<unknown>,
  delaysMs: readonly number[],
  giveUpAt: number,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      await update();
      return;
    } catch (error) {
      const pause = delaysMs[Math.min(attempt, delaysMs.length - 1)] ?? 0;
      const { code, reason } = summarizeFailure(error);
      if (delaysMs.length === 0 || performance.now() + pause >= giveUpAt) {
        logger.warn(
          { jobId: job.id, code, reason, tries: attempt + 1 },
          `Outbox job ${job.id}: writing its outcome failed; giving up (its lease ends).`,
        );
        throw error;
      }
      logger.warn({ jobId: job.id, code, reason }, `Outbox job ${job.id}: writing its outcome failed; trying again.`);
      await sleep(pause);
    }
  }
}
