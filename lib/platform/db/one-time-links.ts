import { and, gt, isNull, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "./client";
import type { passwordResets, signupResumes } from "./schema";

// The e-mailed one-time links (password resets, signup resumes: linkToken's columns in ./schema/columns.ts).

/** A link still works at `now`: never used, not expired. */
export const openLink = (table: { usedAt: PgColumn; expiresAt: PgColumn }, now: Date) =>
  and(isNull(table.usedAt), gt(table.expiresAt, now));

/** Only the newest link may work: the owner's earlier links still open end now, before a new one is stored. */
export async function endOpenLinks(
  tx: Pick<Database, "update">,
  table: typeof passwordResets | typeof signupResumes,
  owner: SQL | undefined,
  now: Date,
): Promise<void> {
  await tx
    .update(table)
    .set({ expiresAt: now })
    .where(and(owner, openLink(table, now)));
}
