import "server-only";
import { adminApi, type RegisterContext } from "@/lib/accounts/backend";
import { RESUME_LINK_NOTE } from "@/lib/accounts/companies/messages";
import { isPendingEmail } from "./status";
import type { SignupAnswer } from "@/lib/accounts/signup/page";
import { requestSignupResume } from "@/lib/accounts/signup/resume-request";
import { answerRegistration, parseRegistration } from "@/lib/accounts/companies/submit";
import { getDb } from "@/lib/platform/db";
import { logger } from "@/lib/platform/log";
import { signIn } from "@/lib/accounts/session";
import { markOpenSignup } from "./open-signup-hint";
import { continuePending } from "./pending-plan";
import { sessionPendingSignup } from "./session";

/** The way a registration came in: the signup form's server action, or POST /api/clients/register. */
export type RegistrationEntry = "signup" | "api";

/**
 * A registration's answer, with the HTTP status and headers the route sends (Retry-After when rate-limited), and
 * whether it stored outbox jobs (e-mails) to send after the answer.
 */
export type RegistrationOutcome = {
  status: number;
  answer: SignupAnswer;
  headers?: Record<string, string>;
  queuedJobs?: boolean;
};

/**
 * docs/product.md sections 2 and 7's registration, from untrusted input, for both ways in (docs/architecture.md,
 * "One registration"): the payload is checked by zod once, before anything reads it, and the typed value is what
 * the backend registers. A new company is signed in (its welcome e-mail queued). The signup form also resumes this
 * browser's own registration that awaits payment (a reload, Back, Cancel) instead of registering it twice, keeps the
 * new API key in the session for its completion step, marks the browser for the "finish your signup" banner, and
 * answers a taken e-mail with the same note every time (a resume link by mail only when the backend sends them and
 * the registration awaits payment).
 */
export async function registerCompanyFrom(
  entry: RegistrationEntry,
  payload: unknown,
  request: RegisterContext,
): Promise<RegistrationOutcome> {
  const parsed = parseRegistration(payload);
  if (!parsed.success) return parsed.invalid;
  const form = parsed.data;
  const signup = entry === "signup";
  if (signup) {
    const pending = await sessionPendingSignup();
    if (pending && isPendingEmail(pending, form.contact_email))
      return { status: 200, ...(await continuePending(pending, form.plan_data?.id ?? null)) };
  }
  const api = adminApi();
  // Embedded: our database; with ADMIN_API_URL: the provider's admin API (lib/accounts/backend).
  const { registration, ...submission } = await answerRegistration(form, (valid) => api.registerClient(valid, request));
  const { answer } = submission;
  if (signup && !answer.success && answer.code === "email_taken" && api.capabilities.signupLinks) {
    const queuedJobs = await mailResumeLink(form.contact_email);
    return { ...submission, answer: { ...answer, note: RESUME_LINK_NOTE }, queuedJobs };
  }
  if (!registration?.signIn) return submission;
  // An API caller has the key in its answer; the form's completion step takes it from the session.
  const apiKey = signup && answer.success ? answer.data.api_key : undefined;
  await signIn(registration.signIn.clientId, registration.signIn.authToken, apiKey);
  if (signup && answer.success && answer.requires_payment) await markOpenSignup();
  return { ...submission, queuedJobs: true }; // the welcome e-mail
}

async function mailResumeLink(email: string): Promise<boolean> {
  try {
    return (await requestSignupResume(await getDb(), email)) === "queued";
  } catch (error) {
    logger.error({ err: error }, "Storing a signup resume link failed");
    return false;
  }
}
