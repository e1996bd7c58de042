"use server";

import { redirect } from "next/navigation";
import { adminApi } from "@/lib/accounts/backend";
import { redeemSignupResume } from "@/lib/accounts/signup/resume-redeem";
import { getDb } from "@/lib/platform/db";
import { signIn } from "@/lib/accounts/session";
import { markOpenSignup } from "@/lib/accounts/signup/open-signup-hint";
import { RESUME_LINK_QUERY, type ResumeLinkOutcome } from "../resume-link";
import { observeServerAction } from "@/lib/server/form-action";
import { logger } from "@/lib/platform/log";

/** 'Continue to payment' on /signup/resume: spends the mailed link, signs this browser in, resumes at payment. */
export async function finishSignupFromLink(form: FormData): Promise<void> {
  const token = form instanceof FormData ? String(form.get("token") ?? "") : "";
  const outcome = await observeServerAction("finishSignupFromLink", () => signInWithLink(token));
  redirect(outcome === "signed_in" ? "/signup" : `/signup?${RESUME_LINK_QUERY[outcome]}`);
}

// Not exported: a 'use server' file's exports are public actions.
async function signInWithLink(token: string): Promise<ResumeLinkOutcome | "signed_in"> {
  // A backend that sends no links (a remote provider owns the clients) has none to spend.
  if (!adminApi().capabilities.signupLinks) return "expired";
  try {
    const redeemed = await redeemSignupResume(await getDb(), token);
    if (redeemed.status !== "signed_in") return redeemed.status;
    await signIn(redeemed.clientId, redeemed.authToken);
    await markOpenSignup();
    return "signed_in";
  } catch (error) {
    logger.error({ err: error }, "Opening a signup resume link failed");
    return "expired";
  }
}
