import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sender, sentBy } from "./columns";

/** Talk-to-sales messages (/talk-to-sales), stored before they are mailed to SALES_INBOX so none is lost. */
export const salesInquiries = pgTable(
  "sales_inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...sender(), // the work e-mail lower-cased
    company: text("company").notNull(),
    teamSize: text("team_size").notNull(),
    message: text("message").notNull(),
    preferredTime: text("preferred_time"),
    ...sentBy(),
  },
  (table) => [index("sales_inquiries_email_idx").on(table.email)],
);

export type SalesInquiry = typeof salesInquiries.$inferSelect;
