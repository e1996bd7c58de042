import "server-only";
import { adminApi, type RegisterContext } from "@/lib/accounts/backend";
import { RESUME_LINK_NOTE } from "@/lib/accounts/companies/messages";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { isPendingEmail } from "./status";
import type { SignupAnswer } from "@/lib/accounts/signup/page";
import { requestSignupResume } from "@/lib/accounts/signup/resume-request";
import { answerRegistration } from "@/lib/accounts/companies/submit";
import { getDb } from "@/lib/platform/db";
import { logger } from "@/lib/platform/log";
import { signIn } from "@/lib/accounts/session";
import { markOpenSignup } from "./open-signup-hint";
import { continuePending } from "./pending-plan";
import { sessionPendingSignup } from "./session";

/** A signup answer, and whether it stored outbox jobs (e-mails) to send after the answer. */
export type SignupOutcome = { answer: SignupAnswer; queuedJobs?: boolean };

/**
 * The signup form's registration (docs/product.md section 2), from untrusted input: checked by zod before anything
 * reads it. This browser's own registration that awaits payment (a reload, Back, Cancel) is paid for, not
 * registered twice; a taken e-mail gets the same note every time, and a resume link by mail only when the
 * backend sends them and the registration awaits payment.
 */
export async function registerForSignup(payload: unknown, request: RegisterContext): Promise<SignupOutcome> {
  const parsed = registrationPayloadSchema.safeParse(payload);
  if (parsed.success) {
    const pending = await sessionPendingSignup();
    if (pending && isPendingEmail(pending, parsed.data.contact_email))
      return continuePending(pending, parsed.data.plan_data?.id ?? null);
  }
  const api = adminApi();
  // Embedded: our database; with ADMIN_API_URL: the provider's admin API (lib/accounts/backend).
  const { answer, registration } = await answerRegistration(payload, (form) => api.registerClient(form, request));
  if (!answer.success && answer.code === "email_taken" && api.capabilities.signupLinks && parsed.success) {
    const queuedJobs = await mailResumeLink(parsed.data.contact_email);
    return { answer: { ...answer, note: RESUME_LINK_NOTE }, queuedJobs };
  }
  if (!registration?.signIn) return { answer };
  const apiKey = answer.success ? answer.data.api_key : undefined;
  await signIn(registration.signIn.clientId, registration.signIn.authToken, apiKey);
  if (answer.success && answer.requires_payment) await markOpenSignup();
  return { answer, queuedJobs: true }; // the welcome e-mail
}

async function mailResumeLink(email: string): Promise<boolean> {
  try {
    return (await requestSignupResume(await getDb(), email)) === "queued";
  } catch (error) {
    logger.error({ err: error }, "Storing a signup resume link failed");
    return false;
  }
}
