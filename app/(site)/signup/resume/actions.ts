"use server";

import { redirect } from "next/navigation";
import { adminApiIsRemote } from "@/lib/admin";
import { redeemSignupResume } from "@/lib/clients/signup-resume-redeem";
import { getDb } from "@/lib/db";
import { signIn } from "@/lib/session";
import { RESUME_LINK_EXPIRED_QUERY } from "../resume-link";

/** 'Continue to payment' on /signup/resume: spends the mailed link, signs this browser in, resumes at payment. */
export async function finishSignupFromLink(form: FormData): Promise<void> {
  const token = form instanceof FormData ? String(form.get("token") ?? "") : "";
  redirect((await signInWithLink(token)) ? "/signup" : `/signup?${RESUME_LINK_EXPIRED_QUERY}`);
}

// Not exported: a 'use server' file's exports are public actions.
async function signInWithLink(token: string): Promise<boolean> {
  // Remote mode sends no links: the provider owns the clients.
  if (adminApiIsRemote()) return false;
  try {
    const signedIn = await redeemSignupResume(await getDb(), token);
    if (!signedIn) return false;
    await signIn(signedIn.clientId, signedIn.authToken);
    return true;
  } catch (error) {
    console.error("Opening a signup resume link failed", error);
    return false;
  }
}
