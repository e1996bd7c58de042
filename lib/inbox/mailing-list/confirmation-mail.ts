import type { MailingList } from "@/lib/platform/db/schema";
import { LIST_COPY } from "@/lib/inbox/mailing-list/lists";
import { CONFIRM_LINK_TTL_MS, signLinkToken } from "@/lib/inbox/mailing-list/links";
import { findMember } from "@/lib/inbox/mailing-list/membership";
import { escapeHtml, htmlButton, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";

export const LIST_CONFIRMATION_EMAIL = "list_confirmation";

type LinkConfig = { siteUrl: string; linkKey: Buffer };
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

export function listConfirmationEmail({
  to,
  list,
  confirmUrl,
  unsubscribeUrl,
  oneClickUrl,
}: ConfirmationData): MailMessage {
  const copy = LIST_COPY[list];
  const text = [
    "Hi,",
    "",
    copy.confirmIntro,
    "",
    `Confirm your address: ${confirmUrl}`,
    "The link works for 7 days. If you did not sign up, ignore this e-mail and you will hear nothing more from us.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
    "",
    "The LeadFlow team",
  ].join("\n");
  const e = escapeHtml;
  const html = htmlDocument(`<p>Hi,</p>
<p>${e(copy.confirmIntro)}</p>
<p>${htmlButton(confirmUrl, "Confirm my address")}</p>
<p>The link works for 7 days. If you did not sign up, ignore this e-mail and you will hear nothing more from us.</p>
<p>The LeadFlow team</p>
<p style="color:#475569;font-size:13px"><a href="${e(unsubscribeUrl)}" style="color:#475569">Unsubscribe</a> from ${e(copy.name)}.</p>`);
  return {
    to,
    subject: copy.confirmSubject,
    text,
    html,
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
export function listConfirmationTemplate(config: LinkConfig): EmailTemplate {
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
    return listConfirmationEmail({
      to: payload.email,
      list: payload.list,
      ...listLinks(config, memberId, requestedAt, now),
    });
  };
}
