import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bigId, moment, oneOf, sentBy } from "./columns";

export const MAILING_LISTS = ["newsletter", "launch"] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

export const MEMBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

/** Double opt-in lists (the newsletter, the coming-soon launch list): one row per list and address. */
export const mailingListMembers = pgTable(
  "mailing_list_members",
  {
    id: bigId(),
    list: text("list", { enum: MAILING_LISTS }).notNull(),
    // Lower-cased, so one address is one member however it was typed.
    email: text("email").notNull(),
    status: text("status", { enum: MEMBER_STATUSES }).notNull().default("pending"),
    ...sentBy(),
    confirmationSentAt: moment("confirmation_sent_at"),
    confirmedAt: moment("confirmed_at"),
    unsubscribedAt: moment("unsubscribed_at"),
  },
  (table) => [
    uniqueIndex("mailing_list_members_list_email_key").on(table.list, table.email),
    oneOf("mailing_list_members_list_check", table.list, MAILING_LISTS),
    oneOf("mailing_list_members_status_check", table.status, MEMBER_STATUSES),
  ],
);
