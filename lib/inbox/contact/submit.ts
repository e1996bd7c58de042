import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { tryAgainIn } from "@/lib/platform/forms/retry-message";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { contactMessages } from "@/lib/platform/db/schema";
import { CONTACT_EMAIL, type ContactMailData } from "@/lib/inbox/contact/contact-mail";
import { queueMail } from "@/lib/platform/mail/queue";
import { CONTACT_ACK_EMAIL } from "@/lib/inbox/sales/mail-kinds";
import { contactFieldErrors, contactSchema, type ContactField } from "@/lib/inbox/contact/schema";
import { filledHoneypot } from "@/lib/platform/forms/honeypot";

import { CONTACT_SEND_FAILED } from "./messages";
import { logFailedWrite } from "@/lib/platform/db/unavailable";

export { CONTACT_SEND_FAILED };
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

export function tooManyMessages(retryAfterMs: number): string {
  return `Too many messages. ${tryAgainIn(retryAfterMs)}`;
}

export type ContactContext = { ip: string; inbox: string; now?: Date };
export type ContactResult =
  | { status: "invalid"; fieldErrors: Partial<Record<ContactField, string>> }
  | { status: "failed"; message: string; code: "send_failed" | "rate_limited" | "unavailable" }
  | { status: "done"; stored: boolean };

/**
 * One contact form submission from untrusted input: validated, then the per-IP rate-limit hit, the message and
 * its e-mail job are stored in one transaction. Stored means received: SMTP failures are the outbox's to retry.
 */
export async function submitContactMessage(
  db: Database,
  input: Record<string, unknown>,
  context: ContactContext,
): Promise<ContactResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: contactFieldErrors(parsed.error.issues) };
  // Pretend success so the bot learns nothing; nothing is stored or sent.
  if (filledHoneypot(input)) return { status: "done", stored: false };

  try {
    const { name, email, subject, message } = parsed.data;
    const now = context.now ?? new Date();
    // The hit is counted in the same transaction: a message that fails to store does not use up the visitor's limit.
    const limit = await db.transaction(async (tx) => {
      // The same message again (a reload that posts the form anew, a second tab): received already, sent once.
      if (await receivedLately(tx, parsed.data, now)) return { allowed: true } as const;
      const counted = await consumeRateLimit(tx, `contact:${context.ip}`, CONTACT_RATE_LIMIT, now);
      if (!counted.allowed) return counted;
      const [row] = await tx
        .insert(contactMessages)
        .values({ name, email, subject, message, ip: context.ip, createdAt: now })
        .returning({ id: contactMessages.id });
      const mail: ContactMailData = { to: context.inbox, messageId: row.id, name, email, subject, message };
      await queueMail(tx, { template: CONTACT_EMAIL, ...mail }, { dedupeKey: `contact:${row.id}` });
      // The sender's acknowledgement, within the per-address daily cap (the message reaches the inbox regardless): our
      // words and the reference only, as the address may not be the sender's (docs/security.md).
      const ack = { template: CONTACT_ACK_EMAIL, to: email, messageId: row.id };
      await queueMail(tx, ack, { dedupeKey: `contact-ack:${row.id}`, cap: { stranger: email }, now });
      return counted;
    });
    if (!limit.allowed) return { status: "failed", message: tooManyMessages(limit.retryAfterMs), code: "rate_limited" };
    return { status: "done", stored: true };
  } catch (error) {
    // Log, don't show: the visitor gets the product's send failure and keeps the text to try again, or to e-mail us.
    const away = logFailedWrite(error, "Storing a contact message failed");
    return { status: "failed", message: CONTACT_SEND_FAILED, code: away ? "unavailable" : "send_failed" };
  }
}

/** How long the same message from the same address counts as the one already received. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

async function receivedLately(
  tx: Pick<Database, "select">,
  { email, subject, message }: { email: string; subject: string; message: string },
  now: Date,
): Promise<boolean> {
  const [same] = await tx
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
        eq(contactMessages.email, email),
        eq(contactMessages.subject, subject),
        eq(contactMessages.message, message),
      ),
    )
    .limit(1);
  return Boolean(same);
}
