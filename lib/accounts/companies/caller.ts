import "server-only";
import type { Database } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/platform/http";
import type { SessionData } from "@/lib/accounts/session";
import { findClientByApiKey } from "./api-keys";
import { authenticateToken } from "./auth-tokens";

/** Who is calling an admin route: one client, and the session's token to forward to a remote admin API. */
export type Caller = { clientId: number; authToken?: string };

export const NOT_AUTHENTICATED =
  "Authentication required: sign up or send your API key in the x-api-key header or as a Bearer token.";
export const NOT_YOUR_CLIENT = "You may only access your own account.";

/** The token of an `Authorization: Bearer …` header (docs/product.md section 7's way to send the authToken), or null. */
export function bearerToken(headers: Headers): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "")?.[1] ?? null;
}

/**
 * The caller is the client of a valid x-api-key header, else of a Bearer token (an API key, or an auth token a
 * registration issued), else of the signup session (its auth token verified). Credentials that are sent but wrong
 * are refused even when a session exists. None → 401.
 */
export async function resolveCaller(
  db: Database,
  headers: Headers,
  session: SessionData,
  now = new Date(),
): Promise<Caller> {
  const apiKey = headers.get("x-api-key");
  if (apiKey !== null) {
    const client = await findClientByApiKey(db, apiKey);
    if (!client) throw new ApiError("unauthorized", NOT_AUTHENTICATED);
    return { clientId: client.id, authToken: session.clientId === client.id ? session.authToken : undefined };
  }
  const bearer = bearerToken(headers);
  if (bearer !== null) {
    const clientId = (await findClientByApiKey(db, bearer))?.id ?? (await authenticateToken(db, bearer, now));
    if (clientId === null) throw new ApiError("unauthorized", NOT_AUTHENTICATED);
    return { clientId, authToken: bearer };
  }
  if (session.clientId && session.authToken) {
    const clientId = await authenticateToken(db, session.authToken, now);
    if (clientId === session.clientId) return { clientId, authToken: session.authToken };
  }
  throw new ApiError("unauthorized", NOT_AUTHENTICATED);
}

/** A caller may only read or change its own client; another id answers 403 whether or not it exists. */
export function assertOwnClient(caller: Caller, clientId: number): void {
  if (caller.clientId !== clientId) throw new ApiError("forbidden", NOT_YOUR_CLIENT);
}
