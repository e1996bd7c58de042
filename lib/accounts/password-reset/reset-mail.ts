import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { sha256Hex } from "@/lib/platform/security/hashing";
import { clients, clientUsers, passwordResets } from "@/lib/platform/db/schema";
import { renderMail } from "@/lib/platform/mail/render";
import type { MailText, MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";

export const PASSWORD_RESET_EMAIL = "password_reset";

type ResetMailData = { to: string; contactName: string; resetUrl: string; expiresAt: Date; now: Date };

export async function passwordResetEmail(
  { to, contactName, resetUrl, expiresAt, now }: ResetMailData,
  text: MailText,
): Promise<MailMessage> {
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 60_000));
  const mail = await renderMail("passwordReset", text, { contactName, minutes: String(minutes) }, { button: resetUrl });
  return { to, subject: mail.subject, text: mail.text, html: mail.html };
}

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
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt });
    if (!reset) return null;
    const [user] = await db
      .select({ email: clientUsers.email, contactName: clients.contactName })
      .from(clientUsers)
      .innerJoin(clients, eq(clients.id, clientUsers.clientId))
      .where(eq(clientUsers.id, reset.userId));
    if (!user) return null;
    const resetUrl = `${appUrl.replace(/\/$/, "")}/reset-password?token=${token}`;
    return passwordResetEmail(
      { to: user.email, contactName: user.contactName, resetUrl, expiresAt: reset.expiresAt, now },
      await texts("passwordReset"),
    );
  };
}
