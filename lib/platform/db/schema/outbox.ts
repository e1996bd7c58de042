import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, createdAt, moment, oneOf } from "./columns";

// discarded: set aside by a person (`npm run outbox -- discard`), never run again; the reason is in outbox_job_actions.
export const OUTBOX_STATUSES = ["pending", "done", "dead", "discarded"] as const;

/** Durable jobs (e-mails, platform sync): written with the data they belong to, run and retried by lib/platform/outbox. */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: bigId(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // When the job is next due; while a drainer holds it, the end of that drainer's lease.
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    doneAt: moment("done_at"),
    dedupeKey: text("dedupe_key"),
  },
  (table) => [
    uniqueIndex("outbox_jobs_dedupe_key_key").on(table.dedupeKey),
    index("outbox_jobs_due_idx").on(table.status, table.nextAttemptAt),
    oneOf("outbox_jobs_status_check", table.status, OUTBOX_STATUSES),
  ],
);

export type OutboxJob = typeof outboxJobs.$inferSelect;

/** What a person did to a job with `npm run outbox` (retry, discard), with the reason given: the audit trail. */
export const outboxJobActions = pgTable(
  "outbox_job_actions",
  {
    id: bigId(),
    jobId: bigint("job_id", { mode: "number" }).notNull(),
    action: text("action", { enum: ["retry", "discard"] }).notNull(),
    reason: text("reason"),
    // The job's status and last error when the action was taken.
    statusBefore: text("status_before").notNull(),
    lastError: text("last_error"),
    at: moment("at").notNull().defaultNow(),
  },
  (table) => [index("outbox_job_actions_job_id_idx").on(table.jobId)],
);
