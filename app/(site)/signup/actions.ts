"use server";

import { after } from "next/server";
import { cookies, headers } from "next/headers";
import { adminApi, adminApiIsRemote } from "@/lib/admin";
import { authenticateToken } from "@/lib/clients/auth-tokens";
import { completeRegistration } from "@/lib/clients/complete";
import { EMAIL_TAKEN, RESEND_DONE, RESEND_FAILED, RESUME_LINK_NOTE, resendLimited, type CompletionAnswer, type ResendAnswer } from "@/lib/clients/messages";
import { clientIp, visitorCountry } from "@/lib/clients/request-meta";
import { isPendingEmail } from "@/lib/clients/pending-signup";
import { resendWelcome } from "@/lib/clients/resend-welcome";
import { requestSignupResume } from "@/lib/clients/signup-resume-request";
import type { SignupAnswer } from "@/lib/clients/signup-page";
import { answerRegistration } from "@/lib/clients/submit";
import { getDb } from "@/lib/db";
import { SIGNUP_EXPIRED } from "@/lib/payments/signup-client";
import type { Database } from "@/lib/db/client";
import { appJobHandlers, drainQuietly } from "@/lib/outbox/app-jobs";
import { getSession, signIn } from "@/lib/session";
import { sessionPendingSignup } from "./session-pending";

// Server actions are public POST endpoints: every input is validated in answerRegistration, and the client
// to complete comes from the sealed session, never from the browser.

const RESEND_BY_PROVIDER = "Your welcome e-mail comes from our account provider. Please contact support to have it sent again.";

export async function registerCompany(payload: unknown): Promise<SignupAnswer> {
  // This browser's own registration that awaits payment (a reload, Back, Cancel): pay for it, not a duplicate e-mail.
  const pending = await sessionPendingSignup();
  if (pending && isPendingEmail(pending, contactEmailOf(payload))) return { resume: pending };
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const context = {
    ip: clientIp(headerList),
    countryCode: visitorCountry(headerList, (name) => cookieStore.get(name)?.value),
  };
  // Embedded: our database; with ADMIN_API_URL: the provider's admin API (lib/admin).
  const { answer, registration } = await answerRegistration(payload, (form) => adminApi().registerClient(form, context));
  // Embedded only (a remote provider owns its clients): the same note for every taken e-mail, a mail only when it awaits payment.
  if (!answer.success && answer.error === EMAIL_TAKEN && !adminApiIsRemote()) {
    await mailResumeLink(contactEmailOf(payload));
    return { ...answer, note: RESUME_LINK_NOTE };
  }
  if (registration?.signIn) {
    await signIn(registration.signIn.clientId, registration.signIn.authToken);
    after(drainQuietly); // the welcome e-mail, without making the visitor wait
  }
  return answer;
}

export async function completeSignup(): Promise<CompletionAnswer> {
  // The provider owns remote clients (our database has no row) and syncs them itself.
  if (adminApiIsRemote()) return (await hasSignupSession()) ? { success: true, sync: "skipped" } : { success: false, error: SIGNUP_EXPIRED };
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { success: false, error: SIGNUP_EXPIRED };
    const sync = await completeRegistration(db, clientId, appJobHandlers());
    after(drainQuietly); // whatever onboarding still has queued (the welcome and receipt e-mails)
    return { success: true, sync };
  } catch (error) {
    console.error("Completing a registration failed", error);
    return { success: false, error: "Completing the registration failed." };
  }
}

/** The 'Resend e-mail' button: the welcome e-mail again, with a new temporary password, for the session's client. */
export async function resendWelcomeEmail(): Promise<ResendAnswer> {
  if (adminApiIsRemote()) return { status: "failed", message: RESEND_BY_PROVIDER };
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { status: "failed", message: SIGNUP_EXPIRED };
    const result = await resendWelcome(db, clientId);
    if (result.ok) {
      after(drainQuietly);
      return { status: "done", message: RESEND_DONE };
    }
    return { status: "failed", message: result.reason === "rate_limited" ? resendLimited(result.retryAfterMs) : RESEND_FAILED };
  } catch (error) {
    console.error("Resending the welcome e-mail failed", error);
    return { status: "failed", message: RESEND_FAILED };
  }
}

// Not exported: a 'use server' file's exports are public actions.
async function mailResumeLink(email: string): Promise<void> {
  try {
    if ((await requestSignupResume(await getDb(), email)) === "queued") after(drainQuietly);
  } catch (error) {
    console.error("Storing a signup resume link failed", error);
  }
}

async function sessionClientId(db: Database): Promise<number | null> {
  const session = await getSession();
  const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
  return clientId && clientId === session.clientId ? clientId : null;
}

function contactEmailOf(payload: unknown): string {
  const email = payload && typeof payload === "object" ? (payload as { contact_email?: unknown }).contact_email : undefined;
  return typeof email === "string" ? email : "";
}

async function hasSignupSession(): Promise<boolean> {
  const { clientId, authToken } = await getSession();
  return Boolean(clientId && authToken);
}
