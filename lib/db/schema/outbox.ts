import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const OUTBOX_STATUSES = ["pending", "done", "dead"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Durable jobs (e-mails, platform sync): written with the data they belong to, run and retried by lib/outbox. */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // When the job is next due; while a drainer holds it, the end of that drainer's lease.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    dedupeKey: text("dedupe_key"),
  },
  (table) => [
    uniqueIndex("outbox_jobs_dedupe_key_key").on(table.dedupeKey),
    index("outbox_jobs_due_idx").on(table.status, table.nextAttemptAt),
    check("outbox_jobs_status_check", sql`${table.status} in ('pending', 'done', 'dead')`),
  ],
);

export type OutboxJob = typeof outboxJobs.$inferSelect;
