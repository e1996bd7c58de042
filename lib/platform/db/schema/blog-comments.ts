import { index, pgTable, text } from "drizzle-orm/pg-core";
import { bigId, oneOf, sender, sentBy } from "./columns";

export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;

/** Blog comments. Every comment starts pending; only a moderator's approval could ever publish it. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: bigId(),
    postSlug: text("post_slug").notNull(),
    ...sender(),
    comment: text("comment").notNull(),
    status: text("status", { enum: COMMENT_STATUSES }).notNull().default("pending"),
    ...sentBy(),
  },
  (table) => [
    index("blog_comments_post_status_idx").on(table.postSlug, table.status),
    oneOf("blog_comments_status_check", table.status, COMMENT_STATUSES),
  ],
);

export type BlogComment = typeof blogComments.$inferSelect;
