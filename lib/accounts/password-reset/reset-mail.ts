import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { sha256Hex } from "@/lib/platform/security/hashing";
import { clients, clientUsers, passwordResets } from "@/lib/platform/db/schema";
import { openLink } from "@/lib/platform/db/one-time-links";
import { mailTo, minutesUntil } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";

export const PASSWORD_RESET_EMAIL = "password_reset";

/**
 * The "password_reset" template. The token is made as the mail renders and only its hash is stored; a retried
 * send replaces it, so only the link in the mail that went out works. An expired or used reset sends nothing.
 */
export function passwordResetTemplate(appUrl: string, texts: MailTexts): EmailTemplate {
  return async (payload, { db, now }) => {
    const resetId = Number(payload.resetId);
    const token = randomBytes(32).toString("base64url");
    const [reset] = await db
      .update(passwordResets)
      .set({ tokenHash: sha256Hex(token) })
      .where(and(eq(passwordResets.id, resetId), openLink(passwordResets, now)))
      .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
    if (!reset) return null;
    const [user] = await db
      .select({ email: clientUsers.email, contactName: clients.contactName })
      .from(clientUsers)
      .innerJoin(clients, eq(clients.id, clientUsers.clientId))
      .where(eq(clientUsers.id, reset.userId));
    if (!user) return null;
    const values = { contactName: user.contactName, minutes: minutesUntil(reset.expiresAt, now) };
    const button = `${appUrl.replace(/\/$/, "")}/reset-password?token=${token}`;
    return mailTo(user.email, "passwordReset", texts, values, { button });
  };
}
