"use server";

import type { CompletionAnswer, ResendAnswer } from "@/lib/accounts/companies/messages";
import type { SignupAnswer } from "@/lib/accounts/signup/page";
import { appJobHandlers } from "@/lib/server/app-jobs";
import { answerOf } from "@/lib/server/form-action";
import { completeForSignup, resendForSignup } from "@/lib/accounts/signup/completion";
import { changePlanInCheckout } from "@/lib/accounts/signup/pending-plan";
import { registerCompanyFrom } from "@/lib/accounts/signup/register";
import { signupRequest } from "@/lib/accounts/signup/request";

// Server actions are public POST endpoints: registerCompanyFrom checks every input with zod before reading it, and
// the client to complete comes from the sealed session, never from the browser (lib/accounts/signup).

export async function registerCompany(payload: unknown): Promise<SignupAnswer> {
  return answerOf("registerCompany", async () => registerCompanyFrom("signup", payload, await signupRequest()));
}

export async function completeSignup(): Promise<CompletionAnswer> {
  return answerOf("completeSignup", () => completeForSignup(appJobHandlers()));
}

/** The 'Resend e-mail' button: the welcome e-mail again, with the same temporary password, for the session's client. */
export async function resendWelcomeEmail(): Promise<ResendAnswer> {
  return answerOf("resendWelcomeEmail", () => resendForSignup());
}

/**
 * The checkout's plan and cycle control: the session's unpaid registration switched to another paid catalog plan.
 * Only the plan's id is read (checked with zod); price, cycle and currency come from the catalog (lib/accounts/signup).
 */
export async function changeCheckoutPlan(payload: unknown): Promise<SignupAnswer> {
  return answerOf("changeCheckoutPlan", () => changePlanInCheckout(payload));
}
