import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const DELETION_SCOPES = ["account", "profile", "contact", "everything"] as const;
export type DeletionScope = (typeof DELETION_SCOPES)[number];
export const DELETION_STATUSES = ["unverified", "verified", "completed"] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/**
 * A request to delete personal data (/data-deletion): unverified until the address's owner follows the mailed
 * link, then due within 30 days (45 in complex cases), then completed by staff (npm run data-deletion). The row is
 * kept as the record that the request was made and carried out.
 */
export const dataDeletionRequests = pgTable(
  "data_deletion_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // DDR-2026-7KQ3-M9XH: the year and 40 random bits (lib/inbox/data-deletion/rules.ts); DDR-2026-000042 before.
    reference: text("reference").notNull(),
    // Lower-cased: the address whose data is to be deleted, and where every mail about the request goes.
    email: text("email").notNull(),
    company: text("company").notNull(),
    scope: text("scope", { enum: DELETION_SCOPES }).notNull(),
    note: text("note"),
    status: text("status", { enum: DELETION_STATUSES }).notNull().default("unverified"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    verifiedAt: timestamp("verified_at", { withTimezone: true, mode: "date" }),
    dueAt: timestamp("due_at", { withTimezone: true, mode: "date" }),
    completedAt: timestamp("completed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("data_deletion_requests_reference_key").on(table.reference),
    index("data_deletion_requests_email_idx").on(table.email),
    check("data_deletion_requests_scope_check", sql`${table.scope} in ('account', 'profile', 'contact', 'everything')`),
    check("data_deletion_requests_status_check", sql`${table.status} in ('unverified', 'verified', 'completed')`),
  ],
);

export type DataDeletionRequest = typeof dataDeletionRequests.$inferSelect;
