"use server";

import { after } from "next/server";
import { cookies, headers } from "next/headers";
import { adminApi, adminApiIsRemote } from "@/lib/admin";
import { authenticateToken } from "@/lib/clients/auth-tokens";
import { completeRegistration } from "@/lib/clients/complete";
import { changePendingPlan } from "@/lib/clients/change-pending-plan";
import {
  EMAIL_TAKEN,
  PLAN_UNAVAILABLE,
  RESEND_DONE,
  RESEND_FAILED,
  RESEND_PASSWORD_CHOSEN,
  RESUME_LINK_NOTE,
  resendLimited,
  type CompletionAnswer,
  type ResendAnswer,
} from "@/lib/clients/messages";
import { clientIp, visitorCountry } from "@/lib/request/meta";
import { isPendingEmail } from "@/lib/clients/pending-signup";
import { resendWelcome } from "@/lib/clients/resend-welcome";
import { requestSignupResume } from "@/lib/clients/signup-resume-request";
import { toSignupPlan, type PendingSignup, type SignupAnswer } from "@/lib/clients/signup-page";
import { answerRegistration } from "@/lib/clients/submit";
import { getDb } from "@/lib/db";
import { ALREADY_PAID } from "@/lib/payments/messages";
import { SIGNUP_EXPIRED } from "@/lib/payments/signup-client";
import { findCatalogPlan, planInCurrency, sameCatalogPlan } from "@/lib/plans/catalog";
import type { PlanCurrency } from "@/lib/plans/types";
import type { Database } from "@/lib/db/client";
import { appJobHandlers, drainQuietly } from "@/lib/jobs/app-jobs";
import { getSession, signIn, takeRegistrationApiKey } from "@/lib/session";
import { sessionPendingSignup } from "./session-signup";
import { logger } from "@/lib/log";

// Server actions are public POST endpoints: every input is validated in answerRegistration, and the client
// to complete comes from the sealed session, never from the browser.

const RESEND_BY_PROVIDER =
  "Your welcome e-mail comes from our account provider. Please contact support to have it sent again.";

export async function registerCompany(payload: unknown): Promise<SignupAnswer> {
  // This browser's own registration that awaits payment (a reload, Back, Cancel): pay for it, not a duplicate e-mail.
  const pending = await sessionPendingSignup();
  if (pending && isPendingEmail(pending, contactEmailOf(payload))) return continuePending(pending, planIdOf(payload));
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  const context = {
    ip: clientIp(headerList),
    countryCode: visitorCountry(headerList, (name) => cookieStore.get(name)?.value),
  };
  // Embedded: our database; with ADMIN_API_URL: the provider's admin API (lib/admin).
  const { answer, registration } = await answerRegistration(payload, (form) =>
    adminApi().registerClient(form, context),
  );
  // Embedded only (a remote provider owns its clients): the same note for every taken e-mail, a mail only when it awaits payment.
  if (!answer.success && answer.error === EMAIL_TAKEN && !adminApiIsRemote()) {
    await mailResumeLink(contactEmailOf(payload));
    return { ...answer, note: RESUME_LINK_NOTE };
  }
  if (registration?.signIn) {
    await signIn(
      registration.signIn.clientId,
      registration.signIn.authToken,
      answer.success ? answer.data.api_key : undefined,
    );
    after(drainQuietly); // the welcome e-mail, without making the visitor wait
  }
  return answer;
}

export async function completeSignup(): Promise<CompletionAnswer> {
  // The provider owns remote clients (our database has no row) and syncs them itself.
  if (adminApiIsRemote())
    return (await hasSignupSession()) ? { success: true, sync: "skipped" } : { success: false, error: SIGNUP_EXPIRED };
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { success: false, error: SIGNUP_EXPIRED };
    const sync = await completeRegistration(db, clientId, appJobHandlers());
    after(drainQuietly); // whatever onboarding still has queued (the welcome and receipt e-mails)
    const apiKey = await takeRegistrationApiKey();
    return sync === "failed" && apiKey ? { success: true, sync, apiKey } : { success: true, sync };
  } catch (error) {
    logger.error({ err: error }, "Completing a registration failed");
    return { success: false, error: "Completing the registration failed." };
  }
}

/** The 'Resend e-mail' button: the welcome e-mail again, with the same temporary password, for the session's client. */
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
    if (result.reason === "password_chosen")
      return { status: "failed", message: RESEND_PASSWORD_CHOSEN, forgotPassword: true };
    return {
      status: "failed",
      message: result.reason === "rate_limited" ? resendLimited(result.retryAfterMs) : RESEND_FAILED,
    };
  } catch (error) {
    logger.error({ err: error }, "Resending the welcome e-mail failed");
    return { status: "failed", message: RESEND_FAILED };
  }
}

// Not exported: a 'use server' file's exports are public actions.

/**
 * The session's unpaid registration, submitted again: with its own plan, its payment step; with another plan (the
 * visitor went back to pricing and chose again), that plan instead, kept in the registration's currency.
 * A remote provider's clients keep their plan: it offers no call to change one before payment.
 */
async function continuePending(pending: PendingSignup, chosenId: number | null): Promise<SignupAnswer> {
  if (sameCatalogPlan(chosenId, pending.plan.id) || adminApiIsRemote()) return { resume: pending };
  const chosen = chosenId === null ? null : findCatalogPlan(chosenId);
  if (chosen === undefined || (chosen && !chosen.isactive)) return { success: false, error: PLAN_UNAVAILABLE };
  const plan = chosen && (planInCurrency(chosen, pending.plan.currency as PlanCurrency) ?? chosen);
  const changed = await changePendingPlan(await getDb(), pending.client_id, plan);
  if (!changed) return { success: false, error: ALREADY_PAID };
  if (plan && plan.price > 0) return { resume: { ...pending, plan: toSignupPlan(plan) } };
  after(drainQuietly); // the welcome e-mail, now that the account is ready
  return { ready: { contact_email: pending.contact_email } };
}

function planIdOf(payload: unknown): number | null {
  const plan =
    payload && typeof payload === "object" ? (payload as { plan_data?: { id?: unknown } | null }).plan_data : null;
  return plan && typeof plan.id === "number" && Number.isInteger(plan.id) ? plan.id : null;
}

async function mailResumeLink(email: string): Promise<void> {
  try {
    if ((await requestSignupResume(await getDb(), email)) === "queued") after(drainQuietly);
  } catch (error) {
    logger.error({ err: error }, "Storing a signup resume link failed");
  }
}

async function sessionClientId(db: Database): Promise<number | null> {
  const session = await getSession();
  const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
  return clientId && clientId === session.clientId ? clientId : null;
}

function contactEmailOf(payload: unknown): string {
  const email =
    payload && typeof payload === "object" ? (payload as { contact_email?: unknown }).contact_email : undefined;
  return typeof email === "string" ? email : "";
}

async function hasSignupSession(): Promise<boolean> {
  const { clientId, authToken } = await getSession();
  return Boolean(clientId && authToken);
}
