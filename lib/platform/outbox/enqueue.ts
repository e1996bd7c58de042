import { outboxJobs } from "@/lib/platform/db/schema";
import type { Database } from "@/lib/platform/db/client";
import type { JobPayload } from "./types";

type EnqueueOptions = {
  /** At most one job per key, ever: a second enqueue with the same key is a no-op. */
  dedupeKey?: string;
  /** Not before this time (default: now). */
  runAt?: Date;
};

/**
 * Stores a job. Call it with the transaction that writes the data the job belongs to, so both are kept or
 * neither is: nothing is sent for data that was rolled back, nothing written is left without its job.
 */
export async function enqueue(
  db: Pick<Database, "insert">,
  kind: string,
  payload: JobPayload,
  options: EnqueueOptions = {},
) {
  const [row] = await db
    .insert(outboxJobs)
    .values({
      kind,
      payload,
      dedupeKey: options.dedupeKey ?? null,
      // Stamped by the app's clock, as claims are (claim.ts): the database's now() is a fraction of a millisecond
      // later than the app's Date, so a job drained at once would otherwise not be due yet.
      nextAttemptAt: options.runAt ?? new Date(),
    })
    .onConflictDoNothing({ target: outboxJobs.dedupeKey })
    .returning({ id: outboxJobs.id });
  return { id: row?.id ?? null, created: Boolean(row) };
}
