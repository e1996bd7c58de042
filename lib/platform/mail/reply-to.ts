import type { EmailTemplate } from "./job";

export type ReplyInboxes = {
  /** Where a customer's reply reaches a person: SUPPORT_INBOX (the contact address unless set). */
  support: string;
  /** Replies to receipts and invoices: BILLING_INBOX (the support inbox unless set). */
  billing: string;
  /** The templates whose replies are about money. */
  billingTemplates: readonly string[];
};

/**
 * Every mail a customer gets can be answered by a person: each template's message gets a Reply-To (the billing inbox
 * for billing mails, the support inbox for the rest) unless it names its own (a visitor's message forwarded to staff
 * is answered to that visitor).
 */
export function withReplyTo(
  templates: Readonly<Record<string, EmailTemplate>>,
  inboxes: ReplyInboxes,
): Record<string, EmailTemplate> {
  return Object.fromEntries(
    Object.entries(templates).map(([name, template]) => {
      const replyTo = inboxes.billingTemplates.includes(name) ? inboxes.billing : inboxes.support;
      const answered: EmailTemplate = async (payload, context) => {
        const message = await template(payload, context);
        return message && { ...message, replyTo: message.replyTo ?? replyTo };
      };
      return [name, answered];
    }),
  );
}
