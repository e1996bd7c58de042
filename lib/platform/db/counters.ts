import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { counters } from "./schema";

/**
 * The next number of a counter (invoice numbers, deletion-request references), taken inside the caller's
 * transaction: the row stays locked until it commits, so concurrent transactions queue, and a rollback gives the
 * number back (no gaps, no duplicates).
 */
export async function nextCounterValue(tx: Pick<Database, "insert">, name: string): Promise<number> {
  const [row] = await tx
    .insert(counters)
    .values({ name, value: 1 })
    .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } })
    .returning({ value: counters.value });
  return row.value;
}
