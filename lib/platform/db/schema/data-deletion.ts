import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { moment, oneOf, sentBy } from "./columns";

export const DELETION_SCOPES = ["account", "profile", "contact", "everything"] as const;
export type DeletionScope = (typeof DELETION_SCOPES)[number];
export const DELETION_STATUSES = ["unverified", "verified", "completed"] as const;

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
    ...sentBy(),
    verifiedAt: moment("verified_at"),
    dueAt: moment("due_at"),
    completedAt: moment("completed_at"),
  },
  (table) => [
    uniqueIndex("data_deletion_requests_reference_key").on(table.reference),
    index("data_deletion_requests_email_idx").on(table.email),
    oneOf("data_deletion_requests_scope_check", table.scope, DELETION_SCOPES),
    oneOf("data_deletion_requests_status_check", table.status, DELETION_STATUSES),
  ],
);

export type DataDeletionRequest = typeof dataDeletionRequests.$inferSelect;
