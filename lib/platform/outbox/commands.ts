import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { outboxJobActions, outboxJobs, type OutboxJob } from "@/lib/platform/db/schema";
import { LEASE_MS } from "./claim";

// What `npm run outbox` does (scripts/outbox.ts): list, show, retry and discard jobs. Every retry and discard leaves
// an audit row (outbox_job_actions). A retried job is the same row: the same id, so the same Message-ID
// (lib/platform/mail/job.ts), and whatever it was made with (a welcome mail's one temporary password) unchanged.

export class OutboxCommandError extends Error {
  constructor(
    readonly code: "not_found" | "not_retryable" | "not_discardable" | "reason_required",
    message: string,
  ) {
    super(message);
  }
}

/** The jobs that match `where` (and are of `kind`, when given), oldest first. */
function selectJobs(db: Database, where: SQL[], kind?: string) {
  if (kind) where.push(eq(outboxJobs.kind, kind));
  return db
    .select()
    .from(outboxJobs)
    .where(and(...where))
    .orderBy(asc(outboxJobs.id));
}

export async function listJobs(db: Database, { dead = false, kind }: { dead?: boolean; kind?: string } = {}) {
  return selectJobs(db, [inArray(outboxJobs.status, dead ? ["dead"] : ["pending", "dead"])], kind);
}

export async function showJob(db: Database, id: number) {
  const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, id));
  if (!job) throw new OutboxCommandError("not_found", `No outbox job ${id}.`);
  const actions = await db
    .select()
    .from(outboxJobActions)
    .where(eq(outboxJobActions.jobId, id))
    .orderBy(asc(outboxJobActions.id));
  return { job, actions };
}

/**
 * How far off a waiting job's next attempt must be for `retry --waiting` to move it: a drainer's lease ends at most
 * LEASE_MS ahead (it renews it to now + LEASE_MS), so a job whose next_attempt_at is further off is surely waiting on
 * its backoff, not being run; 5 s more for the clocks of two machines. A job due sooner than that is due soon anyway.
 */
export const WAITING_BEYOND_MS = LEASE_MS + 5_000;

/** Pending jobs waiting on their backoff (after an outage): not run by anyone now, due later than WAITING_BEYOND_MS. */
async function waitingJobs(db: Database, now: Date, kind?: string) {
  const later = new Date(now.getTime() + WAITING_BEYOND_MS);
  return selectJobs(db, [eq(outboxJobs.status, "pending"), gt(outboxJobs.nextAttemptAt, later)], kind);
}

/**
 * Makes a pending or dead job due now with a fresh count of attempts; `dead` every dead job (of a kind), `waiting`
 * every job waiting on its backoff (of a kind), e.g. once SMTP is back after an outage. Returns the jobs retried.
 */
export async function retryJobs(
  db: Database,
  selection: { id: number } | { dead: true; kind?: string } | { waiting: true; kind?: string },
  now = new Date(),
): Promise<OutboxJob[]> {
  const jobs =
    "id" in selection
      ? [(await showJob(db, selection.id)).job]
      : "waiting" in selection
        ? await waitingJobs(db, now, selection.kind)
        : await listJobs(db, { dead: true, kind: selection.kind });
  for (const job of jobs) {
    if (job.status !== "pending" && job.status !== "dead") {
      throw new OutboxCommandError("not_retryable", `Outbox job ${job.id} is ${job.status}: nothing to retry.`);
    }
  }
  const retried: OutboxJob[] = [];
  for (const job of jobs) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(outboxJobs)
        .set({ status: "pending", attempts: 0, nextAttemptAt: now })
        // Unchanged since it was read: a drainer that took it meanwhile keeps it.
        .where(
          and(
            eq(outboxJobs.id, job.id),
            eq(outboxJobs.status, job.status),
            eq(outboxJobs.nextAttemptAt, job.nextAttemptAt),
          ),
        )
        .returning();
      if (!row) return;
      await tx
        .insert(outboxJobActions)
        .values({ jobId: job.id, action: "retry", statusBefore: job.status, lastError: job.lastError });
      retried.push(row);
    });
  }
  return retried;
}

/** Sets a pending or dead job aside for good, with the reason kept in its audit row. */
export async function discardJob(db: Database, id: number, reason: string) {
  const trimmed = reason.trim();
  if (!trimmed) throw new OutboxCommandError("reason_required", "Give a reason: discard ID --reason TEXT.");
  const { job } = await showJob(db, id);
  if (job.status !== "pending" && job.status !== "dead") {
    throw new OutboxCommandError("not_discardable", `Outbox job ${id} is ${job.status}: nothing to discard.`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(outboxJobs)
      .set({ status: "discarded" })
      .where(and(eq(outboxJobs.id, id), eq(outboxJobs.status, job.status)))
      .returning();
    if (!row) throw new OutboxCommandError("not_discardable", `Outbox job ${id} changed meanwhile: try again.`);
    await tx
      .insert(outboxJobActions)
      .values({ jobId: id, action: "discard", reason: trimmed, statusBefore: job.status, lastError: job.lastError });
    return row;
  });
}
