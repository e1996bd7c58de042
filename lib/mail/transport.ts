import { logger, maskEmail } from "@/lib/log";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import { redirectedToCatchAll } from "./preview";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message, e.g. the invoice PDF with a receipt. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The same key gives the same Message-ID, so a receiving server can drop a copy sent again. */
  messageKey?: string;
};
export type SentMail = { messageId: string; file?: string };
export type Mailer = { send: (message: MailMessage) => Promise<SentMail> };

type MailerConfig = {
  smtpUrl?: string;
  from: string;
  dir: string;
  /** A preview deployment (lib/deployment.ts): its mail reaches no customer, whoever sends it. */
  preview?: boolean;
  /** In a preview: every message goes to this address (over SMTP_URL when set); without it, to .eml files only. */
  catchAll?: string;
};

/** "<key@domain of the From address>", as nodemailer makes its own Message-IDs (with a random key). */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^\s>@]+)>?\s*$/.exec(from)?.[1] ?? "localhost";
  return `<${key}@${domain}>`;
}

function mailOptions(from: string, { messageKey, ...message }: MailMessage) {
  return { from, ...message, ...(messageKey ? { messageId: messageIdFor(messageKey, from) } : {}) };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under dir (development, tests). A preview
 * sends to its catch-all address or writes files, never to the recipient: enforced here, so no sender can forget.
 */
export function createMailer({ smtpUrl, from, dir, preview = false, catchAll }: MailerConfig): Mailer {
  if (preview) {
    const mailer = createMailer({ smtpUrl: catchAll ? smtpUrl : undefined, from, dir });
    return { send: (message) => mailer.send(catchAll ? redirectedToCatchAll(message, catchAll) : message) };
  }
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (message) => {
        const info = await transport.sendMail(mailOptions(from, message));
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message) => {
      const info = await transport.sendMail(mailOptions(from, message));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: maskEmail(String(message.to)), file }, "Mail written to a file");
      return { messageId: info.messageId, file };
    },
  };
}
