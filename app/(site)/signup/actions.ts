"use server";

import { after } from "next/server";
import { cookies, headers } from "next/headers";
import { createAuthToken, authenticateToken } from "@/lib/clients/auth-tokens";
import { completeRegistration } from "@/lib/clients/complete";
import type { CompletionAnswer, RegistrationAnswer } from "@/lib/clients/messages";
import { clientIp, visitorCountry } from "@/lib/clients/request-meta";
import { submitRegistration } from "@/lib/clients/submit";
import { getDb } from "@/lib/db";
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
    const session = await getSession();
    const db = await getDb();
    const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
    if (!clientId || clientId !== session.clientId) return { success: false, error: "Your signup session has expired." };
    return { success: true, sync: await completeRegistration(db, clientId, appJobHandlers()) };
  } catch (error) {
    console.error("Completing a registration failed", error);
    return { success: false, error: "Completing the registration failed." };
  }
}
