import "server-only";
import { authenticateToken } from "@/lib/accounts/companies/auth-tokens";
import type { Database } from "@/lib/platform/db/client";
import { ApiError } from "@/lib/platform/http";
import { getSession } from "@/lib/accounts/session";

export const SIGNUP_EXPIRED = "Your signup session has expired.";

/** The client the visitor registered (sealed session + live auth token); payments are only for them. */
export async function signupClientId(db: Database): Promise<number> {
  const session = await getSession();
  const clientId = session.authToken ? await authenticateToken(db, session.authToken) : null;
  if (!clientId || clientId !== session.clientId) throw new ApiError("unauthorized", SIGNUP_EXPIRED);
  return clientId;
}
