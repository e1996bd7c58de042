"use server";

import { after } from "next/server";
import { cookies, headers } from "next/headers";
import { createAuthToken, authenticateToken } from "@/lib/clients/auth-tokens";
import { completeRegistration } from "@/lib/clients/complete";
import { RESEND_DONE, RESEND_FAILED, resendLimited, type CompletionAnswer, type RegistrationAnswer, type ResendAnswer } from "@/lib/clients/messages";
import { clientIp, visitorCountry } from "@/lib/clients/request-meta";
import { resendWelcome } from "@/lib/clients/resend-welcome";
import { submitRegistration } from "@/lib/clients/submit";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { appJobHandlers, drainQuietly } from "@/lib/outbox/app-jobs";
import { getSession, signIn } from "@/lib/session";

// Server actions are public POST endpoints: every input is validated in submitRegistration, and the client
// to complete comes from the sealed session, never from the browser.

export async function registerCompany(payload: unknown): Promise<RegistrationAnswer> {
  const [headerList, cookieStore, db] = await Promise.all([headers(), cookies(), getDb()]);
  const { answer, registration } = await submitRegistration(db, payload, {
    ip: clientIp(headerList),
    countryCode: visitorCountry(headerList, (name) => cookieStore.get(name)?.value),
    platform: env.platform,
  });
  if (registration?.clientId) {
    await signIn(registration.clientId, await createAuthToken(db, registration.clientId));
    after(drainQuietly); // the welcome e-mail, without making the visitor wait
  }
  return answer;
}

export async function completeSignup(): Promise<CompletionAnswer> {
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { success: false, error: "Your signup session has expired." };
    return { success: true, sync: await completeRegistration(db, clientId, appJobHandlers()) };
  } catch (error) {
    console.error("Completing a registration failed", error);
    return { success: false, error: "Completing the registration failed." };
  }
}

/** The 'Resend e-mail' button: the welcome e-mail again, with a new temporary password, for the session's client. */
export async function resendWelcomeEmail(): Promise<ResendAnswer> {
  try {
    const db = await getDb();
    const clientId = await sessionClientId(db);
    if (!clientId) return { status: "failed", message: "Your signup session has expired." };
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
async function sessionClientId(db: Database): Promise<number | null> {
  const session = await getSession();
  const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
  return clientId && clientId === session.clientId ? clientId : null;
}
