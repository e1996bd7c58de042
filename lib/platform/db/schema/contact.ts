import { index, pgTable, text } from "drizzle-orm/pg-core";
import { bigId, sender, sentBy } from "./columns";

/** Contact form messages, stored before they are e-mailed so none is lost when SMTP is down. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: bigId(),
    ...sender(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ...sentBy(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);
