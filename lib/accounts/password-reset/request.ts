import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { clientUsers, passwordResets } from "@/lib/platform/db/schema";
import { endOpenLinks, openLink } from "@/lib/platform/db/one-time-links";
import { mayMailAddress } from "@/lib/platform/mail/address-cap";
import { PASSWORD_RESET_EMAIL } from "@/lib/accounts/password-reset/reset-mail";
import { queueMail } from "@/lib/platform/mail/queue";
import { emailFormSchema } from "@/lib/platform/forms/email";

/** The one answer for every well-formed address, registered or not: the form must not reveal who has an account. */
export const RESET_REQUESTED =
  "If an account exists for that e-mail address, we have sent instructions to reset your password.";
export const RESET_REQUEST_FAILED = "We could not process your request. Please try again.";
export const RESET_LINK_TTL_MS = 60 * 60_000;
export const RESET_IP_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
export const resetRequestLimitKey = (ip: string) => `reset-request:${ip}`;
/** Per address, so nobody can flood someone's inbox with reset mails; over it, the same answer and no mail. */
export const RESET_ADDRESS_LIMIT: RateLimitRule = { limit: 3, windowMs: 60 * 60_000 };

export type ResetRequestContext = { ip: string; now?: Date };
const neutral = (mailQueued: boolean) => ({ status: "done", message: RESET_REQUESTED, mailQueued }) as const;

/**
 * "Forgot password": for a registered login e-mail, a reset (valid for an hour, replacing any earlier one) and
 * its e-mail are stored in one transaction. Every outcome but bad input and rate limits reads the same.
 */
export const requestPasswordReset = visitorForm(
  {
    schema: emailFormSchema,
    fields: ["email"],
    bot: () => neutral(false),
    failed: { log: "Storing a password reset request failed", message: RESET_REQUEST_FAILED },
  },
  async (db, data, context: ResetRequestContext) => {
    const now = context.now ?? new Date();
    const email = data.email.toLowerCase();
    const refused = await refusedOverLimit(db, resetRequestLimitKey(context.ip), RESET_IP_LIMIT, now, "attempts");
    if (refused) return refused;
    const [user] = await db
      .select({ id: clientUsers.id })
      .from(clientUsers)
      .where(eq(sql`lower(${clientUsers.email})`, email))
      .orderBy(asc(clientUsers.id))
      .limit(1);
    if (!user) return neutral(false);
    // The same request again within a minute (a reload posting the form anew): the link just mailed stays the one.
    if (await askedLately(db, user.id, now)) return neutral(false);
    if (!(await consumeRateLimit(db, `reset-address:${email}`, RESET_ADDRESS_LIMIT, now)).allowed)
      return neutral(false);

    const queued = await db.transaction(async (tx) => {
      // The inbox's daily cap for mails strangers can cause (lib/platform/mail/address-cap.ts): over it, the same answer.
      if (!(await mayMailAddress(tx, email, now))) return false;
      await endOpenLinks(tx, passwordResets, eq(passwordResets.userId, user.id), now);
      const [reset] = await tx
        .insert(passwordResets)
        .values({
          userId: user.id,
          expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS),
          ip: context.ip,
          createdAt: now,
        })
        .returning({ id: passwordResets.id });
      const mail = { template: PASSWORD_RESET_EMAIL, resetId: reset.id };
      await queueMail(tx, mail, { dedupeKey: `password-reset:${reset.id}` });
      return true;
    });
    return neutral(queued);
  },
);

/** How long a new request for the same account counts as the one just made. */
export const REPEAT_WINDOW_MS = 60_000;

async function askedLately(db: Database, userId: number, now: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        openLink(passwordResets, now),
        gt(passwordResets.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return Boolean(recent);
}
