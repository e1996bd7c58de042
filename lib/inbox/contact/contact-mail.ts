import type { JobPayload } from "@/lib/platform/outbox";
import { escapeHtml, htmlDocument } from "@/lib/platform/mail/html";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { toOneLine } from "@/lib/platform/text/plain-line";
import type { ContactMessage } from "./schema";

export const CONTACT_EMAIL = "contact";

/** What a contact job carries: everything the mail needs, so sending never depends on another read. */
export type ContactMailData = ContactMessage & { to: string; messageId: number };

/**
 * The contact message as it reaches CONTACT_INBOX: reply-to is the visitor, so answering goes straight back. Its
 * name and subject on one line as defence in depth: the schema refuses line breaks, and nodemailer encodes headers.
 */
export function contactEmail({ to, messageId, name, email, subject, message }: ContactMailData): MailMessage {
  const text = [`From: ${name} <${email}>`, `Message #${messageId}`, "", message, ""].join("\n");
  const e = escapeHtml;
  const html =
    htmlDocument(`<p><strong>From:</strong> ${e(name)} &lt;${e(email)}&gt;<br><span style="color:#475569">Message #${messageId}</span></p>
<p style="white-space:pre-wrap">${e(message)}</p>`);
  return {
    to,
    replyTo: { name: toOneLine(name), address: email },
    subject: `[Contact] ${toOneLine(subject)}`,
    text,
    html,
  };
}

function field(payload: JobPayload, key: keyof ContactMailData): string {
  const value = payload[key];
  if (typeof value !== "string" && typeof value !== "number") throw new Error(`Contact e-mail job without ${key}`);
  return String(value);
}

/** The "contact" e-mail template for the outbox's email handler. */
export function contactTemplate() {
  return async (payload: JobPayload) =>
    contactEmail({
      to: field(payload, "to"),
      messageId: Number(field(payload, "messageId")),
      name: field(payload, "name"),
      email: field(payload, "email"),
      subject: field(payload, "subject"),
      message: field(payload, "message"),
    });
}
