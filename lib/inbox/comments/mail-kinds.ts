// Template name of the e-mail that asks staff to moderate a blog comment (lib/inbox/comments/mails.ts).
export const COMMENT_MODERATION_EMAIL = "comment-moderation";
