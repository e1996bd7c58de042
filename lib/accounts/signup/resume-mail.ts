import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { awaitsPayment } from "@/lib/accounts/companies/awaiting-payment";
import { sha256Hex } from "@/lib/platform/security/hashing";
import { clients, signupResumes } from "@/lib/platform/db/schema";
import { escapeHtml, htmlButton, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";

export const SIGNUP_RESUME_EMAIL = "signup_resume";
export const SIGNUP_RESUME_PATH = "/signup/resume";

type ResumeMailData = {
  to: string;
  contactName: string;
  companyName: string;
  resumeUrl: string;
  expiresAt: Date;
  now: Date;
};

export function signupResumeEmail({
  to,
  contactName,
  companyName,
  resumeUrl,
  expiresAt,
  now,
}: ResumeMailData): MailMessage {
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 60_000));
  const validity = `The link works once and expires in ${minutes} minutes.`;
  const intro = `${companyName} is registered on LeadFlow and waiting for payment. To finish the signup, continue to the payment here:`;
  const text = [
    `Hi ${contactName},`,
    "",
    intro,
    resumeUrl,
    "",
    validity,
    "If you did not try to sign up again, ignore this e-mail: nothing changes.",
    "",
    "The LeadFlow team",
  ].join("\n");
  const e = escapeHtml;
  const html = htmlDocument(`<p>Hi ${e(contactName)},</p>
<p>${e(intro)}</p>
<p>${htmlButton(resumeUrl, "Finish your signup")}</p>
<p>${e(validity)}</p>
<p style="color:#475569">If you did not try to sign up again, ignore this e-mail: nothing changes.</p>
<p>The LeadFlow team</p>`);
  return { to, subject: "Finish your LeadFlow signup", text, html };
}

/**
 * The "signup_resume" template. As with password resets, the token is made as the mail renders and only its hash
 * is stored; a retried send replaces it. Nothing is sent once the link expired or the client has paid.
 */
export function signupResumeTemplate(siteUrl: string): EmailTemplate {
  return async (payload, { db, now }) => {
    const token = randomBytes(32).toString("base64url");
    const [resume] = await db
      .update(signupResumes)
      .set({ tokenHash: sha256Hex(token) })
      .where(
        and(
          eq(signupResumes.id, Number(payload.resumeId)),
          isNull(signupResumes.usedAt),
          gt(signupResumes.expiresAt, now),
        ),
      )
      .returning({ clientId: signupResumes.clientId, expiresAt: signupResumes.expiresAt });
    if (!resume) return null;
    const [client] = await db.select().from(clients).where(eq(clients.id, resume.clientId));
    if (!client || !(await awaitsPayment(db, client))) return null;
    const resumeUrl = `${siteUrl.replace(/\/$/, "")}${SIGNUP_RESUME_PATH}?token=${token}`;
    return signupResumeEmail({
      to: client.contactEmail,
      contactName: client.contactName,
      companyName: client.clientName,
      resumeUrl,
      expiresAt: resume.expiresAt,
      now,
    });
  };
}
