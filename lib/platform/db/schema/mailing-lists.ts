import { sql } from "drizzle-orm";
import { bigserial, check, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const MAILING_LISTS = ["newsletter", "launch"] as const;
export type MailingList = (typeof MAILING_LISTS)[number];

export const MEMBER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Double opt-in lists (the newsletter, the coming-soon launch list): one row per list and address. */
export const mailingListMembers = pgTable(
  "mailing_list_members",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    list: text("list", { enum: MAILING_LISTS }).notNull(),
    // Lower-cased, so one address is one member however it was typed.
    email: text("email").notNull(),
    status: text("status", { enum: MEMBER_STATUSES }).notNull().default("pending"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true, mode: "date" }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("mailing_list_members_list_email_key").on(table.list, table.email),
    check("mailing_list_members_list_check", sql`${table.list} in ('newsletter', 'launch')`),
    check("mailing_list_members_status_check", sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);

export type MailingListMember = typeof mailingListMembers.$inferSelect;
