import "server-only";
import { getIronSession, type SessionOptions } from "iron-session";
import { cookies } from "next/headers";
import { env } from "@/lib/platform/env";
import { logger } from "@/lib/platform/log";

/**
 * What the sealed cookie holds after registration or API-key validation. apiKey only from registration until its
 * completion step has run: the sync warning shows it (docs/product.md section 2), also after a reload or a resumed payment.
 */
export type SessionData = { clientId?: number; authToken?: string; apiKey?: string };

export const SESSION_COOKIE = "leadflow_session";

const options = (password: string): SessionOptions => ({
  password,
  cookieName: SESSION_COOKIE,
  cookieOptions: { httpOnly: true, sameSite: "lax", secure: env.production, path: "/" },
});

/** The cookie jar iron-session reads: Next's cookies(), or a stand-in in tests. */
export type SessionCookieStore = Awaited<ReturnType<typeof cookies>>;
type CookieStore = SessionCookieStore;

/**
 * The session a cookie jar holds. A malformed or forged cookie ("Fe26.2*2*a*b*c*d*e*f") is no session: read as if it
 * were absent (one warning line, no stack trace), and replaced at the next save (docs/security.md).
 */
export async function sessionFrom(store: CookieStore, password: string) {
  try {
    return await getIronSession<SessionData>(store, options(password));
  } catch (error) {
    logger.warn({ reason: error instanceof Error ? error.message : String(error) }, "Malformed session cookie ignored");
    const withoutIt = new Proxy(store, {
      get: (target, key, receiver) =>
        key === "get"
          ? (name: string) => (name === SESSION_COOKIE ? undefined : target.get(name))
          : Reflect.get(target, key, receiver),
    });
    return getIronSession<SessionData>(withoutIt, options(password));
  }
}

/** The visitor's session (sealed, httpOnly cookie). Works in server components, actions and route handlers. */
export async function getSession() {
  return sessionFrom(await cookies(), env.sessionSecret);
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
