import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { contactMessages } from "@/lib/platform/db/schema";
import { CONTACT_EMAIL, type ContactMailData } from "@/lib/inbox/contact/contact-mail";
import { queueMail } from "@/lib/platform/mail/queue";
import { CONTACT_ACK_EMAIL } from "@/lib/inbox/sales/mail-kinds";
import { CONTACT_FIELDS, contactSchema } from "@/lib/inbox/contact/schema";
import { CONTACT_SEND_FAILED } from "./messages";

export { CONTACT_SEND_FAILED };
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };

export type ContactContext = { ip: string; inbox: string; now?: Date };

/**
 * One contact form submission from untrusted input: validated, then the per-IP rate-limit hit, the message and
 * its e-mail job are stored in one transaction. Stored means received: SMTP failures are the outbox's to retry.
 */
export const submitContactMessage = visitorForm(
  {
    schema: contactSchema,
    fields: CONTACT_FIELDS,
    // Pretend success so the bot learns nothing; nothing is stored or sent.
    bot: () => ({ status: "done", stored: false }) as const,
    // Log, don't show: the visitor gets the product's send failure and keeps the text to try again, or to e-mail us.
    failed: { log: "Storing a contact message failed", message: CONTACT_SEND_FAILED, code: "send_failed" },
  },
  async (db, data, context: ContactContext) => {
    const { name, email, subject, message } = data;
    const now = context.now ?? new Date();
    // The hit is counted in the same transaction: a message that fails to store does not use up the visitor's limit.
    return db.transaction(async (tx) => {
      // The same message again (a reload that posts the form anew, a second tab): received already, sent once.
      if (await receivedLately(tx, data, now)) return { status: "done", stored: true } as const;
      const refused = await refusedOverLimit(tx, `contact:${context.ip}`, CONTACT_RATE_LIMIT, now, "messages");
      if (refused) return { ...refused, code: "rate_limited" } as const;
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
      return { status: "done", stored: true } as const;
    });
  },
);

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
