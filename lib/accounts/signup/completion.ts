import "server-only";
import { adminApi } from "@/lib/accounts/backend";
import { authenticateToken } from "@/lib/accounts/companies/auth-tokens";
import { completeRegistration } from "@/lib/accounts/companies/complete";
import {
  RESEND_DONE,
  RESEND_FAILED,
  RESEND_PASSWORD_CHOSEN,
  resendLimited,
  type CompletionAnswer,
  type ResendAnswer,
} from "@/lib/accounts/companies/messages";
import { resendWelcome } from "@/lib/accounts/companies/resend-welcome";
import { signupResumeClientId } from "@/lib/accounts/signup/resume-redeem";
import { getDb } from "@/lib/platform/db";
import type { Database } from "@/lib/platform/db/client";
import type { JobHandlers } from "@/lib/platform/outbox";
import { logger } from "@/lib/platform/log";
import { invoiceDownloadUrl } from "@/lib/billing/invoices/app-links";
import { lastBillingDetails, type SavedBilling } from "@/lib/billing/payments/billing";
import { clientOrder } from "@/lib/billing/payments/paid-order";
import { SIGNUP_EXPIRED } from "@/lib/accounts/signup/signup-client";
import type { OrderSummaryInput } from "@/lib/billing/plans/order-summary";
import { getSession, takeRegistrationApiKey } from "@/lib/accounts/session";

const RESEND_BY_PROVIDER =
  "Your welcome e-mail comes from our account provider. Please contact support to have it sent again.";

/**
 * The registration's last step for the session's client; queuedJobs: onboarding still has e-mails queued. The job
 * handlers run the platform sync at once; the composition root (lib/server) passes them in.
 */
export async function completeForSignup(
  handlers: JobHandlers,
): Promise<{ answer: CompletionAnswer; queuedJobs?: boolean }> {
  // A backend that completes its own registrations (a remote provider syncs its clients itself).
  if (!adminApi().capabilities.completion)
    return {
      answer: (await hasSignupSession())
        ? { success: true, sync: "skipped" }
        : { success: false, code: "unauthorized", error: SIGNUP_EXPIRED },
    };
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { answer: { success: false, code: "unauthorized", error: SIGNUP_EXPIRED } };
    const sync = await completeRegistration(db, clientId, handlers);
    const apiKey = await takeRegistrationApiKey();
    const order = await orderOf(db, clientId);
    const answer: CompletionAnswer = {
      success: true,
      sync,
      ...(sync === "failed" && apiKey ? { apiKey } : {}),
      ...(order ? { order } : {}),
    };
    return { answer, queuedJobs: true };
  } catch (error) {
    logger.error({ err: error }, "Completing a registration failed");
    return { answer: { success: false, code: "internal", error: "Completing the registration failed." } };
  }
}

/** The 'Resend e-mail' button: the welcome e-mail again, with the same temporary password, for the session's client. */
export async function resendForSignup(): Promise<{ answer: ResendAnswer; queuedJobs?: boolean }> {
  if (!adminApi().capabilities.resendWelcome)
    return { answer: { status: "failed", code: "managed_elsewhere", message: RESEND_BY_PROVIDER } };
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { answer: { status: "failed", code: "signup_expired", message: SIGNUP_EXPIRED } };
    const result = await resendWelcome(db, clientId);
    if (result.ok) return { answer: { status: "done", message: RESEND_DONE }, queuedJobs: true };
    if (result.reason === "password_chosen")
      return { answer: { status: "failed", code: "password_chosen", message: RESEND_PASSWORD_CHOSEN } };
    if (result.reason === "rate_limited")
      return { answer: { status: "failed", code: "rate_limited", message: resendLimited(result.retryAfterMs) } };
    return { answer: { status: "failed", code: "internal", message: RESEND_FAILED } };
  } catch (error) {
    logger.error({ err: error }, "Resending the welcome e-mail failed");
    return { answer: { status: "failed", code: "internal", message: RESEND_FAILED } };
  }
}

/**
 * The order a ready registration's page shows after a reload (docs/buying.md, One order summary), or null: a remote
 * provider keeps the payments of its own clients, whose ids name nothing here.
 */
export async function registeredOrder(clientId: number): Promise<OrderSummaryInput | null> {
  if (!adminApi().capabilities.completion) return null;
  return orderOf(await getDb(), clientId);
}

/**
 * The paid order a mailed 'finish your signup' link was for, or null (unknown link, still unpaid, Free, or a backend
 * that sends no links): opened after paying, the link's page shows the order instead of the way to the checkout.
 */
export async function paidOrderForResumeLink(token: string): Promise<OrderSummaryInput | null> {
  if (!adminApi().capabilities.signupLinks) return null;
  const db = await getDb();
  const clientId = await signupResumeClientId(db, token);
  const order = clientId === null ? null : await orderOf(db, clientId);
  return order?.paid ? order : null;
}

/**
 * The billing details of the session's unpaid registration's last payment attempt, for its resumed checkout (another
 * browser has none in its sessionStorage), or null: none typed yet, or a remote provider keeps the payments.
 */
export async function resumedBilling(clientId: number): Promise<SavedBilling | null> {
  if (!adminApi().capabilities.completion) return null;
  try {
    return await lastBillingDetails(await getDb(), clientId);
  } catch (error) {
    logger.error({ err: error }, "Reading a registration's billing details failed");
    return null;
  }
}

/** The completion page's order summary; a failure to read it costs the summary, not the completion. */
async function orderOf(db: Database, clientId: number): Promise<OrderSummaryInput | null> {
  try {
    return await clientOrder(db, clientId, invoiceDownloadUrl);
  } catch (error) {
    logger.error({ err: error }, "Reading a registration's order failed");
    return null;
  }
}

async function sessionClientId(db: Database): Promise<number | null> {
  const session = await getSession();
  const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
  return clientId && clientId === session.clientId ? clientId : null;
}

async function hasSignupSession(): Promise<boolean> {
  const { clientId, authToken } = await getSession();
  return Boolean(clientId && authToken);
}
