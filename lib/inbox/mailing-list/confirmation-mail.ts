import { MAILING_LISTS, type MailingList } from "@/lib/platform/db/schema";
import { CONFIRM_LINK_TTL_MS, signLinkToken } from "@/lib/inbox/mailing-list/links";
import { findMember } from "@/lib/inbox/mailing-list/membership";
import { mailTo } from "@/lib/platform/mail/render";
import type { MailKindName, MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";

export const LIST_CONFIRMATION_EMAIL = "list_confirmation";

/** Each list's confirmation mail (content/emails/newsletter-confirmation.yaml, launch-list-confirmation.yaml). */
const CONFIRMATION_KIND = {
  newsletter: "newsletterConfirmation",
  launch: "launchListConfirmation",
} as const satisfies Record<MailingList, MailKindName>;

const isList = (value: unknown): value is MailingList => MAILING_LISTS.includes(value as MailingList);

/**
 * The "list_confirmation" template: links are signed as the mail renders, so a retried send gets fresh ones. A mail
 * whose sign-up is no longer the member's latest pending one (confirmed, unsubscribed, or signed up again since)
 * has nothing left to confirm and is not sent.
 */
export function listConfirmationTemplate(config: {
  siteUrl: string;
  linkKey: Buffer;
  texts: MailTexts;
}): EmailTemplate {
  const { siteUrl, linkKey, texts } = config;
  return async (payload, { db, now }) => {
    const memberId = Number(payload.memberId);
    if (!Number.isSafeInteger(memberId) || typeof payload.email !== "string" || !isList(payload.list)) {
      throw new Error("List confirmation job without memberId, email or list");
    }
    const member = await findMember(db, memberId);
    if (!member || member.status !== "pending" || !member.confirmationSentAt) return null;
    // Jobs queued before mails named their sign-up answer the latest one.
    const requestedAt =
      typeof payload.requestedAt === "string" ? new Date(payload.requestedAt) : member.confirmationSentAt;
    if (requestedAt.getTime() !== member.confirmationSentAt.getTime()) return null;
    // Three links: confirm (expires; for this sign-up), the unsubscribe page, and RFC 8058 one-click unsubscribe.
    const expiresAt = new Date(now.getTime() + CONFIRM_LINK_TTL_MS);
    const confirm = signLinkToken(linkKey, { memberId, action: "confirm", expiresAt, requestedAt });
    const unsubscribe = signLinkToken(linkKey, { memberId, action: "unsubscribe" });
    const kind = CONFIRMATION_KIND[payload.list];
    const mail = await mailTo(
      payload.email,
      kind,
      texts,
      { unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=${unsubscribe}` },
      { button: `${siteUrl}/newsletter/confirm?token=${confirm}` },
    );
    const oneClick = `<${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribe}>`;
    return {
      ...mail,
      headers: { "List-Unsubscribe": oneClick, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
  };
}
