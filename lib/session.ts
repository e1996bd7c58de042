import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/** What the sealed cookie holds after registration or API-key validation (never the API key itself). */
export type SessionData = { clientId?: number; authToken?: string };

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

/** Stores who the visitor is after registering or validating an API key. */
export async function signIn(clientId: number, authToken: string): Promise<void> {
  const session = await getSession();
  session.clientId = clientId;
  session.authToken = authToken;
  await session.save();
}

export async function signOut(): Promise<void> {
  (await getSession()).destroy();
}
