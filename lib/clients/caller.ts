import "server-only";
import type { Database } from "@/lib/db/client";
import { ApiError } from "@/lib/http";
import type { SessionData } from "@/lib/session";
import { findClientByApiKey } from "./api-keys";
import { authenticateToken } from "./auth-tokens";

/** Who is calling an admin route: one client, and the session's token to forward to a remote admin API. */
export type Caller = { clientId: number; authToken?: string };

export const NOT_AUTHENTICATED = "Authentication required: sign up or send your API key in the x-api-key header.";
export const NOT_YOUR_CLIENT = "You may only access your own account.";

/**
 * The caller is the client of a valid x-api-key header, else of the signup session (its auth token verified).
 * A key that is sent but wrong is refused even when a session exists. None → 401.
 */
export async function resolveCaller(db: Database, headers: Headers, session: SessionData, now = new Date()): Promise<Caller> {
  const apiKey = headers.get("x-api-key");
  if (apiKey !== null) {
    const client = await findClientByApiKey(db, apiKey);
    if (!client) throw new ApiError("unauthorized", NOT_AUTHENTICATED);
    return { clientId: client.id, authToken: session.clientId === client.id ? session.authToken : undefined };
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
