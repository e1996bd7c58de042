import { and, eq, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { failedWrite, refusedOverLimit, type VisitorResult } from "@/lib/platform/forms/visitor-form";
import { mailingListMembers, type MailingList } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { LIST_CONFIRMATION_EMAIL } from "@/lib/inbox/mailing-list/confirmation-mail";
import { emailFieldErrors, emailFormSchema, type EmailField } from "@/lib/platform/forms/email";
import { filledHoneypot } from "@/lib/platform/forms/honeypot";
import { LIST_COPY } from "./lists";

export const SUBSCRIBE_RATE_LIMIT: RateLimitRule = { limit: 10, windowMs: 10 * 60_000 };
/** A second sign-up within this time sends no second confirmation mail (double clicks, impatient visitors). */
export const RESEND_AFTER_MS = 2 * 60_000;
export const SUBSCRIBE_FAILED = "We could not save your address. Please try again.";
/** Thrown to roll a sign-up back when its address had its mails for the day: the link mailed last stays the one. */
class AddressMailCapReached extends Error {}

export type SubscribeContext = { ip: string; now?: Date };
export type SubscribeResult = VisitorResult<EmailField, { message: string; mailQueued: boolean }>;

/**
 * Double opt-in, step one: stores the address as pending and queues a confirmation mail with a signed link.
 * Every address gets the same answer, so the form tells nobody who is subscribed; a confirmed address is sent
 * nothing, an unsubscribed one may sign up again.
 */
export async function subscribe(
  db: Database,
  list: MailingList,
  input: Record<string, unknown>,
  context: SubscribeContext,
): Promise<SubscribeResult> {
  const parsed = emailFormSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: emailFieldErrors(parsed.error.issues) };
  const email = parsed.data.email.toLowerCase();
  const copy = LIST_COPY[list];
  if (filledHoneypot(input)) return { status: "done", message: copy.pending(email), mailQueued: false };

  const now = context.now ?? new Date();
  try {
    const refused = await refusedOverLimit(db, `list:${context.ip}`, SUBSCRIBE_RATE_LIMIT, now, "attempts");
    if (refused) return refused;
    const mailQueued = await db.transaction(async (tx) => {
      const memberId = await claimConfirmation(tx, list, email, context.ip, now);
      if (typeof memberId !== "number") return false;
      // At most 3 mails a day to one address, both lists and our other forms' mails together (lib/platform/mail/address-cap.ts):
      // sign-ups from many IPs, a few minutes apart, cannot flood someone's inbox.
      // requestedAt: the sign-up this mail answers (its confirmation_sent_at), which its confirm link names.
      const job = { template: LIST_CONFIRMATION_EMAIL, memberId, list, email, requestedAt: now.toISOString() };
      const dedupeKey = `list-confirmation:${memberId}:${now.getTime()}`;
      if (!(await queueMail(tx, job, { dedupeKey, cap: { stranger: email }, now })).queued)
        throw new AddressMailCapReached();
      return true;
    });
    return { status: "done", message: copy.pending(email), mailQueued };
  } catch (error) {
    if (error instanceof AddressMailCapReached)
      return { status: "done", message: copy.pending(email), mailQueued: false };
    return failedWrite(error, "Storing a list sign-up failed", SUBSCRIBE_FAILED);
  }
}

/**
 * The member id when a confirmation mail should go out now; null when one went out moments ago; "confirmed"
 * when there is nothing to confirm. Atomic, so two sign-ups at once send one mail.
 */
async function claimConfirmation(
  tx: Pick<Database, "insert" | "update" | "select">,
  list: MailingList,
  email: string,
  ip: string,
  now: Date,
) {
  const [created] = await tx
    .insert(mailingListMembers)
    .values({ list, email, ip, confirmationSentAt: now })
    .onConflictDoNothing({ target: [mailingListMembers.list, mailingListMembers.email] })
    .returning({ id: mailingListMembers.id });
  if (created) return created.id;

  const [reclaimed] = await tx
    .update(mailingListMembers)
    .set({ status: "pending", confirmationSentAt: now, ip })
    .where(
      and(
        eq(mailingListMembers.list, list),
        eq(mailingListMembers.email, email),
        ne(mailingListMembers.status, "confirmed"),
        or(
          // Coming back after an unsubscribe always needs a fresh link: the old one no longer confirms.
          eq(mailingListMembers.status, "unsubscribed"),
          isNull(mailingListMembers.confirmationSentAt),
          lt(mailingListMembers.confirmationSentAt, new Date(now.getTime() - RESEND_AFTER_MS)),
        ),
      ),
    )
    .returning({ id: mailingListMembers.id });
  if (reclaimed) return reclaimed.id;

  const [existing] = await tx
    .select({ status: mailingListMembers.status })
    .from(mailingListMembers)
    .where(and(eq(mailingListMembers.list, list), eq(mailingListMembers.email, email)));
  return existing?.status === "confirmed" ? ("confirmed" as const) : null;
}
