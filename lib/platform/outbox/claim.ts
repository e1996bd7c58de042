import { and, asc, eq, inArray, lte, notInArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { outboxJobs, type OutboxJob } from "@/lib/platform/db/schema";
import type { Lane } from "./lanes";

/**
 * How long a claimed job belongs to its drainer; past it (the drainer died) the job is due again. Short, so a
 * crashed instance's jobs run again within a minute; a drainer renews it while the job runs (lease.ts).
 */
export const LEASE_MS = 30 * 1000;

type ClaimOptions = { limit: number; now: Date; leaseMs?: number; lane?: Lane };

/**
 * Takes up to `limit` due jobs (of one lane, if given) for this drainer, in one statement. Rows another drainer has
 * locked are skipped, and each claimed row gets a lease (next_attempt_at moves past now) and its attempt counted as
 * the statement commits, so two instances draining at once never run the same job. PGlite has one connection: the
 * same SQL just runs serially. (No explicit transaction: on PGlite's worker one would hold every other query for
 * three round trips.)
 */
export async function claimDueJobs(
  db: Database,
  { limit, now, leaseMs = LEASE_MS, lane }: ClaimOptions,
): Promise<OutboxJob[]> {
  const due = db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(and(eq(outboxJobs.status, "pending"), lte(outboxJobs.nextAttemptAt, now), lane && inLane(lane)))
    .orderBy(asc(outboxJobs.nextAttemptAt), asc(outboxJobs.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outboxJobs)
    .set({ attempts: sql`${outboxJobs.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(outboxJobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/**
 * Takes the job with this dedupe key for a first, inline try (e.g. the platform sync at signup completion),
 * whether or not it is due yet, but only if no drainer has ever claimed it. Returns null otherwise.
 */
export async function claimFirstAttempt(
  db: Database,
  dedupeKey: string,
  { now, leaseMs = LEASE_MS }: Omit<ClaimOptions, "limit">,
) {
  const [job] = await db
    .update(outboxJobs)
    .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(and(eq(outboxJobs.dedupeKey, dedupeKey), eq(outboxJobs.status, "pending"), eq(outboxJobs.attempts, 0)))
    .returning();
  return job ?? null;
}

function inLane(lane: Lane) {
  if ("kind" in lane) return eq(outboxJobs.kind, lane.kind);
  return lane.otherThan.length > 0 ? notInArray(outboxJobs.kind, [...lane.otherThan]) : undefined;
}
