import "server-only";
import { randomInt } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { dataDeletionRequests, type DataDeletionRequest } from "@/lib/platform/db/schema";
import { mayMailAddress } from "@/lib/platform/mail/address-cap";
import { queueMail } from "@/lib/platform/mail/queue";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { DELETION_ACK_EMAIL, DELETION_STAFF_EMAIL, DELETION_VERIFY_EMAIL } from "./mail-kinds";
import { COMPLETION_DAYS, DAY_MS, DELETION_REQUEST_FIELDS, deletionReference, deletionRequestSchema } from "./rules";

export const DELETION_REQUEST_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 };
export const ADDRESS_CAPPED =
  "We have already sent the most e-mails we send to this address in one day. Please try again tomorrow.";
export const requestReceived = (email: string) =>
  `Thank you. We have sent a confirmation link to ${email}: please follow it within 7 days. We act on a request only once it is confirmed, so nobody can ask us to delete another person's data.`;

/**
 * A deletion request from the public form: stored with its reference, and the confirmation link queued for the
 * address, in one transaction. The per-IP limit and the per-address daily mail cap are counted in it too.
 */
export const submitDeletionRequest = visitorForm(
  {
    schema: deletionRequestSchema,
    fields: DELETION_REQUEST_FIELDS,
    bot: ({ email }) => ({ status: "done", message: requestReceived(email.toLowerCase()) }) as const,
  },
  async (db, data, context: { ip: string; now?: Date }) => {
    const email = data.email.toLowerCase();
    const now = context.now ?? new Date();
    return db.transaction(async (tx) => {
      const refused = await refusedOverLimit(
        tx,
        `data-deletion:${context.ip}`,
        DELETION_REQUEST_LIMIT,
        now,
        "requests",
      );
      if (refused) return refused;
      if (!(await mayMailAddress(tx, email, now))) return { status: "failed", message: ADDRESS_CAPPED } as const;
      const year = now.getUTCFullYear();
      // 32^8 references a year: a repeat (unique index) fails the request, at odds of about 1 in 10^12 per request.
      const reference = deletionReference(year, randomInt);
      const [row] = await tx
        .insert(dataDeletionRequests)
        .values({
          reference,
          email,
          company: data.company,
          scope: data.scope,
          note: data.note || null,
          ip: context.ip,
          createdAt: now,
        })
        .returning({ id: dataDeletionRequests.id });
      // The cap was counted above: a capped address gets its own answer and no request.
      const mail = { template: DELETION_VERIFY_EMAIL, requestId: row.id };
      await queueMail(tx, mail, { dedupeKey: `data-deletion:verify:${row.id}` });
      return { status: "done", message: requestReceived(email) } as const;
    });
  },
);

export type Confirmation = { outcome: "confirmed" | "already"; request: DataDeletionRequest };

/**
 * The address's owner followed the link: the request is verified, due in 30 days, acknowledged to them and sent to
 * the staff inbox. Following it again changes nothing.
 */
export async function confirmDeletionRequest(
  db: Database,
  requestId: number,
  now = new Date(),
): Promise<Confirmation | null> {
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(dataDeletionRequests)
      .set({ status: "verified", verifiedAt: now, dueAt: new Date(now.getTime() + COMPLETION_DAYS * DAY_MS) })
      .where(and(eq(dataDeletionRequests.id, requestId), eq(dataDeletionRequests.status, "unverified")))
      .returning();
    if (confirmed) {
      await queueMail(tx, { template: DELETION_ACK_EMAIL, requestId }, { dedupeKey: `data-deletion:ack:${requestId}` });
      const mail = { template: DELETION_STAFF_EMAIL, requestId };
      await queueMail(tx, mail, { dedupeKey: `data-deletion:staff:${requestId}` });
      return { outcome: "confirmed", request: confirmed };
    }
    const [existing] = await tx.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, requestId));
    return existing ? { outcome: "already", request: existing } : null;
  });
}

/** A request by reference and address (both must match), or null. */
export async function findDeletionRequest(
  db: Pick<Database, "select">,
  reference: string,
  email: string,
): Promise<DataDeletionRequest | null> {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(
      and(
        eq(dataDeletionRequests.reference, reference),
        sql`${dataDeletionRequests.email} = ${email.trim().toLowerCase()}`,
      ),
    );
  return row ?? null;
}

export const CONFIRM_LINK_INVALID =
  "This confirmation link has expired or is not valid. Please send your request again from the Data Deletion page.";

/** The request a confirmation link names, when the link is genuine and unexpired. */
export async function requestForLink(
  db: Pick<Database, "select">,
  requestId: number | null,
): Promise<DataDeletionRequest | null> {
  if (requestId === null) return null;
  const [row] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, requestId));
  return row ?? null;
}
