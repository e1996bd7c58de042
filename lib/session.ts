import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/**
 * What the sealed cookie holds after registration or API-key validation. apiKey only from registration until its
 * completion step has run: the sync warning shows it (docs/product.md section 2), also after a reload or a resumed payment.
 */
export type SessionData = { clientId?: number; authToken?: string; apiKey?: string };

export const SESSION_COOKIE = "leadflow_session";

const options: SessionOptions = {
  password: env.sessionSecret,
  cookieName: SESSION_COOKIE,
  cookieOptions: { httpOnly: true, sameSite: "lax", secure: env.production, path: "/" },
};

/** The visitor's session (sealed, httpOnly cookie). Works in server components, actions and route handlers. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), options);
}

/** Stores who the visitor is after registering (with the new API key) or validating an API key. */
export async function signIn(clientId: number, authToken: string, apiKey?: string): Promise<void> {
  const session = await getSession();
  session.clientId = clientId;
  session.authToken = authToken;
  if (apiKey) session.apiKey = apiKey;
  else delete session.apiKey;
  await session.save();
}

/** The registration's API key, once: the completion step takes it from the session. */
export async function takeRegistrationApiKey(): Promise<string | undefined> {
  const session = await getSession();
  const { apiKey } = session;
  if (apiKey) {
    delete session.apiKey;
    await session.save();
  }
  return apiKey;
}

export async function signOut(): Promise<void> {
  (await getSession()).destroy();
}
