import type { EmailTemplate } from "./job";

export type ReplyInboxes = {
  /** Where a customer's reply reaches a person: SUPPORT_INBOX (the contact address unless set). */
  support: string;
  /** Replies to receipts and invoices: BILLING_INBOX (the support inbox unless set). */
  billing: string;
  /** The templates whose replies are about money. */
  billingTemplates: readonly string[];
  /** Replies about personal data (data-deletion mails): PRIVACY_INBOX (the contact inbox unless set). */
  privacy: string;
  privacyTemplates: readonly string[];
};

/**
 * Every mail a customer gets can be answered by a person: each template's message gets a Reply-To (the billing inbox
 * for billing mails, the privacy inbox for personal-data mails, the support inbox for the rest: the addresses the pages
 * name for each) unless it names its own (a visitor's message forwarded to staff is answered to that visitor).
 */
export function withReplyTo(
  templates: Readonly<Record<string, EmailTemplate>>,
  inboxes: ReplyInboxes,
): Record<string, EmailTemplate> {
  return Object.fromEntries(
    Object.entries(templates).map(([name, template]) => {
      const replyTo = inboxes.billingTemplates.includes(name)
        ? inboxes.billing
        : inboxes.privacyTemplates.includes(name)
          ? inboxes.privacy
          : inboxes.support;
      const answered: EmailTemplate = async (payload, context) => {
        const message = await template(payload, context);
        return message && { ...message, replyTo: message.replyTo ?? replyTo };
      };
      return [name, answered];
    }),
  );
}
