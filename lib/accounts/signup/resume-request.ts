import { desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, signupResumes } from "@/lib/platform/db/schema";
import { endOpenLinks } from "@/lib/platform/db/one-time-links";
import { mayMailAddress } from "@/lib/platform/mail/address-cap";
import { SIGNUP_RESUME_EMAIL } from "@/lib/accounts/signup/resume-mail";
import { queueMail } from "@/lib/platform/mail/queue";
import { awaitsPayment, clientByEmail } from "../companies/awaiting-payment";

export const SIGNUP_RESUME_TTL_MS = 60 * 60_000;
/** At most one link mail per client in this time, so the signup form cannot flood an inbox. */
export const SIGNUP_RESUME_INTERVAL_MS = 10 * 60_000;

export type SignupResumeRequest = "queued" | "not_pending" | "rate_limited";

/**
 * After a registration was refused for a taken e-mail: when that e-mail's client still awaits payment for its
 * paid plan, a link to finish the signup (valid for an hour, ending any earlier one) and its e-mail are stored
 * in one transaction. The caller shows the same answer whatever this returns.
 */
export async function requestSignupResume(db: Database, email: string, now = new Date()): Promise<SignupResumeRequest> {
  const found = await clientByEmail(db, email);
  if (!found) return "not_pending";
  return db.transaction(async (tx) => {
    // Locks the client: concurrent requests for it take turns, so the interval check below holds.
    const [client] = await tx.select().from(clients).where(eq(clients.id, found.id)).for("update");
    if (!client || !(await awaitsPayment(tx, client))) return "not_pending";
    const [latest] = await tx
      .select({ createdAt: signupResumes.createdAt })
      .from(signupResumes)
      .where(eq(signupResumes.clientId, client.id))
      .orderBy(desc(signupResumes.createdAt))
      .limit(1);
    if (latest && now.getTime() - latest.createdAt.getTime() < SIGNUP_RESUME_INTERVAL_MS) return "rate_limited";
    // The inbox's daily cap for mails strangers can cause (lib/platform/mail/address-cap.ts).
    if (!(await mayMailAddress(tx, client.contactEmail, now))) return "rate_limited";

    await endOpenLinks(tx, signupResumes, eq(signupResumes.clientId, client.id), now);
    const [resume] = await tx
      .insert(signupResumes)
      .values({ clientId: client.id, expiresAt: new Date(now.getTime() + SIGNUP_RESUME_TTL_MS), createdAt: now })
      .returning({ id: signupResumes.id });
    const mail = { template: SIGNUP_RESUME_EMAIL, resumeId: resume.id };
    await queueMail(tx, mail, { dedupeKey: `signup-resume:${resume.id}` });
    return "queued";
  });
}
