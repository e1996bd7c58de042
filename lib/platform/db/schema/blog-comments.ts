import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** Blog comments. Every comment starts pending; only a moderator's approval could ever publish it. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    postSlug: text("post_slug").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    comment: text("comment").notNull(),
    status: text("status", { enum: COMMENT_STATUSES }).notNull().default("pending"),
    ip: text("ip").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("blog_comments_post_status_idx").on(table.postSlug, table.status),
    check("blog_comments_status_check", sql`${table.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export type BlogComment = typeof blogComments.$inferSelect;
