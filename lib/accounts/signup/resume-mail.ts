import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { awaitsPayment } from "@/lib/accounts/companies/awaiting-payment";
import { sha256Hex } from "@/lib/platform/security/hashing";
import { clients, signupResumes } from "@/lib/platform/db/schema";
import { openLink } from "@/lib/platform/db/one-time-links";
import { mailTo, minutesUntil } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";

export const SIGNUP_RESUME_EMAIL = "signup_resume";
export const SIGNUP_RESUME_PATH = "/signup/resume";

/**
 * The "signup_resume" template. As with password resets, the token is made as the mail renders and only its hash
 * is stored; a retried send replaces it. Nothing is sent once the link expired or the client has paid.
 */
export function signupResumeTemplate(siteUrl: string, texts: MailTexts): EmailTemplate {
  return async (payload, { db, now }) => {
    const token = randomBytes(32).toString("base64url");
    const [resume] = await db
      .update(signupResumes)
      .set({ tokenHash: sha256Hex(token) })
      .where(and(eq(signupResumes.id, Number(payload.resumeId)), openLink(signupResumes, now)))
      .returning({ clientId: signupResumes.clientId, expiresAt: signupResumes.expiresAt });
    if (!resume) return null;
    const [client] = await db.select().from(clients).where(eq(clients.id, resume.clientId));
    if (!client || !(await awaitsPayment(db, client))) return null;
    // Our identifier of the account: the address is unconfirmed, so the mail carries none of the registrant's words.
    const values = { clientId: client.clientIdentifier, minutes: minutesUntil(resume.expiresAt, now) };
    const button = `${siteUrl.replace(/\/$/, "")}${SIGNUP_RESUME_PATH}?token=${token}`;
    return mailTo(client.contactEmail, "signupResume", texts, values, { button });
  };
}
