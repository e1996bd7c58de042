import { logger, maskEmail } from "@/lib/platform/log";
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
  /**
   * An address, or a visitor's name with their address: given apart, so nodemailer quotes and encodes the name
   * (a display name is never written into the header by hand).
   */
  replyTo?: string | { name: string; address: string };
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with the message, e.g. the invoice PDF with a receipt. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
  /** The same key gives the same Message-ID, so a receiving server can drop a copy sent again. */
  messageKey?: string;
};
export type SentMail = { messageId: string; file?: string };
/** signal: aborts an SMTP transaction still under way (the connection is destroyed before the end of DATA). */
export type Mailer = { send: (message: MailMessage, options?: { signal?: AbortSignal }) => Promise<SentMail> };

/**
 * How long the SMTP server may take to answer: connecting and its greeting together (nodemailer counts the greeting
 * against the connection time), then any silence after. A few seconds each, so a server that accepts TCP and never
 * greets costs a lane 5 s per attempt, not nodemailer's 2 min; one that stalls mid-transaction 5 s, not 10 min.
 */
export const SMTP_TIMEOUTS = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 5_000 };
export type SmtpTimeouts = typeof SMTP_TIMEOUTS;

type MailerConfig = {
  smtpUrl?: string;
  from: string;
  dir: string;
  /** A preview deployment (lib/platform/build/deployment.ts): its mail reaches no customer, whoever sends it. */
  preview?: boolean;
  /** In a preview: every message goes to this address (over SMTP_URL when set); without it, to .eml files only. */
  catchAll?: string;
  /** Tests shorten them; SMTP_TIMEOUTS otherwise. */
  timeouts?: SmtpTimeouts;
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
export function createMailer({
  smtpUrl,
  from,
  dir,
  preview = false,
  catchAll,
  timeouts = SMTP_TIMEOUTS,
}: MailerConfig): Mailer {
  if (preview) {
    const mailer = createMailer({ smtpUrl: catchAll ? smtpUrl : undefined, from, dir, timeouts });
    return {
      send: (message, options) => mailer.send(catchAll ? redirectedToCatchAll(message, catchAll) : message, options),
    };
  }
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
      // Closing (on abort, too) destroys the socket at once: a graceful end would first flush what nodemailer had
      // queued, the end of DATA included, and the server would take a mail whose sender had given it up.
      socketCloseTimeout: 0,
    });
    return {
      send: async (message, { signal } = {}) => {
        signal?.throwIfAborted();
        const info = await transport.sendMail({ ...mailOptions(from, message), signal });
        return { messageId: info.messageId };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (message, { signal } = {}) => {
      const info = await transport.sendMail(mailOptions(from, message));
      signal?.throwIfAborted();
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
