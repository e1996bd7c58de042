import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * When each alert kind last mailed the operators (lib/platform/observability/alerts.ts): one row per kind, claimed in one
 * statement, so several instances checking at once send one mail an hour between them.
 */
export const alertNotices = pgTable("alert_notices", {
  kind: text("kind").primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true, mode: "date" }).notNull(),
});
