import { pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./columns";

/**
 * When each alert kind last mailed the operators (lib/platform/observability/alerts.ts): one row per kind, claimed in one
 * statement, so several instances checking at once send one mail an hour between them.
 */
export const alertNotices = pgTable("alert_notices", {
  kind: text("kind").primaryKey(),
  lastSentAt: moment("last_sent_at").notNull(),
});
