import { eq } from "drizzle-orm";
import { postHref } from "@/lib/content/blog/layouts";
import { blogComments } from "@/lib/platform/db/schema";
import { escapeHtml, htmlButton, htmlDocument, htmlQuote } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import { isoDay } from "@/lib/content/blog/visibility";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { toOneLine } from "@/lib/platform/text/plain-line";
import { MODERATION_LINK_DAYS, moderationLinksExpireAt, moderationUrl, type ModerationLinkKeys } from "./links";
import { COMMENT_MODERATION_EMAIL } from "./mail-kinds";

export type CommentMailOptions = {
  siteUrl: string;
  linkKeys: ModerationLinkKeys;
  /** Where comments to moderate go (COMMENTS_INBOX). */
  inbox: string;
  /** The title of the post a slug names, if it still exists. */
  postTitle: (slug: string) => Promise<string | undefined>;
};

const e = escapeHtml;

/**
 * The moderation e-mail, rendered from the stored comment (the job holds only its id). Its links expire a fixed
 * time after the comment was posted, so a retried job sends the same message; a comment already approved or
 * deleted by the time the job runs needs no mail.
 */
export function commentTemplates({
  siteUrl,
  linkKeys,
  inbox,
  postTitle,
}: CommentMailOptions): Record<string, EmailTemplate> {
  return {
    [COMMENT_MODERATION_EMAIL]: async (payload, { db }) => {
      const [comment] = await db
        .select()
        .from(blogComments)
        .where(eq(blogComments.id, Number(payload.commentId)));
      if (!comment || comment.status !== "pending") return null;
      const title = (await postTitle(comment.postSlug)) ?? comment.postSlug;
      const postUrl = `${siteUrl}${postHref(comment.postSlug)}`;
      const expiresAt = moderationLinksExpireAt(comment.createdAt);
      const approve = moderationUrl(siteUrl, linkKeys, comment.id, "approve", expiresAt);
      const reject = moderationUrl(siteUrl, linkKeys, comment.id, "reject", expiresAt);
      const until = `The links work for ${MODERATION_LINK_DAYS} days, until ${formatIsoDate(isoDay(expiresAt))}. Each opens a page that asks before anything changes.`;
      const text = [
        `A new comment on "${title}" is waiting for moderation. It appears on the site only once it is approved.`,
        `Post: ${postUrl}`,
        `From: ${comment.name} <${comment.email}>`,
        `Posted: ${formatIsoDate(isoDay(comment.createdAt))}`,
        "",
        comment.comment,
        "",
        `Approve: ${approve}`,
        `Reject (deletes the comment): ${reject}`,
        "",
        until,
      ].join("\n");
      const html = htmlDocument(
        [
          `<p>A new comment on <a href="${e(postUrl)}">${e(title)}</a> is waiting for moderation. It appears on the site only once it is approved.</p>`,
          `<p>From: ${e(comment.name)} &lt;${e(comment.email)}&gt;<br>Posted: ${e(formatIsoDate(isoDay(comment.createdAt)))}</p>`,
          htmlQuote(comment.comment),
          `<p>${htmlButton(approve, "Approve")} &nbsp; ${htmlButton(reject, "Reject and delete")}</p>`,
          `<p style="color:#475569;font-size:14px">${e(until)}</p>`,
        ].join("\n"),
      );
      const replyTo = { name: toOneLine(comment.name), address: comment.email };
      return { to: inbox, subject: toOneLine(`[Comment] ${comment.name} on "${title}"`), text, html, replyTo };
    },
  };
}
