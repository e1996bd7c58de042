import { logger } from "@/lib/platform/log";
import type { FailureSummary } from "./failure";

// One warn line per failed attempt, one info line when a kind's lane recovers (its first success after failures):
// an operator sees an SMTP outage as it starts and as it ends, not an hour later from a dead letter.

type Job = { id: number; kind: string; attempts: number };

// Per process, shared by every route bundle (each has its own copy of this module).
const shared = globalThis as typeof globalThis & { leadflowLaneFailures?: Map<string, number> };
const failures = () => (shared.leadflowLaneFailures ??= new Map());

export type AttemptEnd = { status: "pending"; nextAttemptAt: Date } | { status: "dead" } | { status: "released" };

export function logFailedAttempt(job: Job, failure: FailureSummary, end: AttemptEnd): void {
  failures().set(job.kind, (failures().get(job.kind) ?? 0) + 1);
  const then =
    end.status === "dead"
      ? "dead-lettered"
      : end.status === "released"
        ? "released for another instance"
        : `next attempt at ${end.nextAttemptAt.toISOString()}`;
  const { code, responseCode, reason } = failure;
  logger.warn(
    {
      jobId: job.id,
      kind: job.kind,
      attempt: job.attempts,
      code,
      ...(responseCode === undefined ? {} : { responseCode }),
      reason,
      ...(end.status === "pending" ? { nextAttemptAt: end.nextAttemptAt.toISOString() } : {}),
    },
    `Outbox job ${job.id} (${job.kind}) attempt ${job.attempts} failed: ${code}${responseCode ? ` ${responseCode}` : ""}; ${then}.`,
  );
}

export function logSucceededAttempt(job: Job): void {
  const failed = failures().get(job.kind);
  if (!failed) return;
  failures().delete(job.kind);
  logger.info(
    { jobId: job.id, kind: job.kind, failedAttempts: failed },
    `Outbox lane ${job.kind} recovered: job ${job.id} went through after ${failed} failed attempt(s).`,
  );
}
