import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { refusedOverLimit, visitorForm, type VisitorResult } from "@/lib/platform/forms/visitor-form";
import { blogComments } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { COMMENT_FIELDS, COMMENT_MESSAGES, commentSchema, type CommentField } from "@/lib/inbox/comments/schema";
import { filledHoneypot } from "@/lib/platform/forms/honeypot";
import { COMMENT_MODERATION_EMAIL } from "./mail-kinds";

export const COMMENT_RECEIVED =
  "Thank you! Your comment is awaiting moderation and will appear once it has been approved.";
export const COMMENT_FAILED = "Failed to post your comment. Please try again.";
export const COMMENT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

export type CommentContext = { ip: string; postExists: (slug: string) => boolean; now?: Date };
export type CommentResult = VisitorResult<CommentField, { message: string; stored: boolean }>;

/**
 * A blog comment from untrusted input: validated, rate limited per IP, stored as pending moderation with the e-mail
 * that asks staff to approve or reject it, in one transaction (both are kept or neither).
 */
export const submitComment = visitorForm(
  {
    schema: commentSchema,
    fields: ["post", ...COMMENT_FIELDS],
    failed: { log: "Storing a blog comment failed", message: COMMENT_FAILED },
  },
  async (db, { post, name, email, comment }, context: CommentContext, input): Promise<CommentResult> => {
    if (!context.postExists(post)) return { status: "invalid", fieldErrors: { post: COMMENT_MESSAGES.postUnknown } };
    if (filledHoneypot(input)) return { status: "done", message: COMMENT_RECEIVED, stored: false };
    // Counted with the comment: one that fails to store does not use up the visitor's limit.
    return db.transaction(async (tx) => {
      const refused = await refusedOverLimit(tx, `comment:${context.ip}`, COMMENT_RATE_LIMIT, context.now, "comments");
      if (refused) return refused;
      const [row] = await tx
        .insert(blogComments)
        .values({
          postSlug: post,
          name,
          email,
          comment,
          ip: context.ip,
          ...(context.now ? { createdAt: context.now } : {}),
        })
        .returning({ id: blogComments.id });
      const mail = { template: COMMENT_MODERATION_EMAIL, commentId: row.id };
      await queueMail(tx, mail, { dedupeKey: `comment-moderation:${row.id}` });
      return { status: "done", message: COMMENT_RECEIVED, stored: true };
    });
  },
);
