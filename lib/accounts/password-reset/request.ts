import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit, type RateLimitRule } from "@/lib/platform/db/rate-limit";
import { failedWrite, refusedOverLimit, type VisitorResult } from "@/lib/platform/forms/visitor-writes";
import { clientUsers, passwordResets } from "@/lib/platform/db/schema";
import { mayMailAddress } from "@/lib/platform/mail/address-cap";
import { PASSWORD_RESET_EMAIL } from "@/lib/accounts/password-reset/reset-mail";
import { queueMail } from "@/lib/platform/mail/queue";
import { emailFieldErrors, emailFormSchema, type EmailField } from "@/lib/platform/forms/email";
import { filledHoneypot } from "@/lib/platform/forms/honeypot";

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
export type ResetRequestResult = VisitorResult<EmailField, { message: string; mailQueued: boolean }>;

/**
 * "Forgot password": for a registered login e-mail, a reset (valid for an hour, replacing any earlier one) and
 * its e-mail are stored in one transaction. Every outcome but bad input and rate limits reads the same.
 */
export async function requestPasswordReset(
  db: Database,
  input: Record<string, unknown>,
  context: ResetRequestContext,
): Promise<ResetRequestResult> {
  const parsed = emailFormSchema.safeParse(input);
  if (!parsed.success) return { status: "invalid", fieldErrors: emailFieldErrors(parsed.error.issues) };
  const neutral = (mailQueued: boolean) => ({ status: "done", message: RESET_REQUESTED, mailQueued }) as const;
  if (filledHoneypot(input)) return neutral(false);

  const now = context.now ?? new Date();
  const email = parsed.data.email.toLowerCase();
  try {
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
      // Only the newest link may work: earlier unused ones end now.
      await tx
        .update(passwordResets)
        .set({ expiresAt: now })
        .where(
          and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
        );
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
  } catch (error) {
    return failedWrite(error, "Storing a password reset request failed", RESET_REQUEST_FAILED);
  }
}

/** How long a new request for the same account counts as the one just made. */
export const REPEAT_WINDOW_MS = 60_000;

async function askedLately(db: Database, userId: number, now: Date): Promise<boolean> {
  const [recent] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        gt(passwordResets.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .limit(1);
  return Boolean(recent);
}
