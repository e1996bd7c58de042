import type { MailingList } from "@/lib/platform/db/schema";
import { CONFIRM_LINK_TTL_MS, signLinkToken } from "@/lib/inbox/mailing-list/links";
import { findMember } from "@/lib/inbox/mailing-list/membership";
import { renderMail } from "@/lib/platform/mail/render";
import type { MailKindName, MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";

export const LIST_CONFIRMATION_EMAIL = "list_confirmation";

type LinkConfig = { siteUrl: string; linkKey: Buffer };
type TemplateConfig = LinkConfig & { texts: MailTexts };
type ConfirmationData = {
  to: string;
  list: MailingList;
  confirmUrl: string;
  unsubscribeUrl: string;
  oneClickUrl: string;
};

/**
 * The three links of a list mail: confirm (expires; for the sign-up made at requestedAt), the unsubscribe page, and
 * RFC 8058 one-click unsubscribe.
 */
export function listLinks({ siteUrl, linkKey }: LinkConfig, memberId: number, requestedAt: Date, now: Date) {
  const confirm = signLinkToken(linkKey, {
    memberId,
    action: "confirm",
    expiresAt: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
    requestedAt,
  });
  const unsubscribe = signLinkToken(linkKey, { memberId, action: "unsubscribe" });
  return {
    confirmUrl: `${siteUrl}/newsletter/confirm?token=${confirm}`,
    unsubscribeUrl: `${siteUrl}/newsletter/unsubscribe?token=${unsubscribe}`,
    oneClickUrl: `${siteUrl}/api/newsletter/unsubscribe?token=${unsubscribe}`,
  };
}

/** Each list's confirmation mail (content/emails/newsletter-confirmation.yaml, launch-list-confirmation.yaml). */
const CONFIRMATION_KIND = {
  newsletter: "newsletterConfirmation",
  launch: "launchListConfirmation",
} as const satisfies Record<MailingList, MailKindName>;

export async function listConfirmationEmail(
  { to, list, confirmUrl, unsubscribeUrl, oneClickUrl }: ConfirmationData,
  texts: MailTexts,
): Promise<MailMessage> {
  const kind = CONFIRMATION_KIND[list];
  const mail = await renderMail(kind, await texts(kind), { unsubscribeUrl }, { button: confirmUrl });
  return {
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { "List-Unsubscribe": `<${oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

function isList(value: unknown): value is MailingList {
  return value === "newsletter" || value === "launch";
}

/**
 * The "list_confirmation" template: links are signed as the mail renders, so a retried send gets fresh ones. A mail
 * whose sign-up is no longer the member's latest pending one (confirmed, unsubscribed, or signed up again since)
 * has nothing left to confirm and is not sent.
 */
export function listConfirmationTemplate({ texts, ...config }: TemplateConfig): EmailTemplate {
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
    return listConfirmationEmail(
      { to: payload.email, list: payload.list, ...listLinks(config, memberId, requestedAt, now) },
      texts,
    );
  };
}
