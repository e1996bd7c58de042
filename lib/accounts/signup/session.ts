import "server-only";
import { adminApiForSignup } from "@/lib/accounts/backend/for-caller";
import { signupStatus, type SignupStatus } from "./status";
import type { PendingSignup } from "@/lib/accounts/signup/page";
import { ApiError } from "@/lib/platform/http";
import { getSession } from "@/lib/accounts/session";
import { logger } from "@/lib/platform/log";

/** Where the session's registered client stands (pending payment, or ready), or null (no session, expired). */
export async function sessionSignup(): Promise<SignupStatus | null> {
  const { clientId, authToken } = await getSession();
  if (!clientId || !authToken) return null;
  try {
    const { clientId: signedIn, api } = await adminApiForSignup();
    return await signupStatus(api, signedIn);
  } catch (error) {
    // An expired session or an unknown client is simply nothing to show; anything else is worth a log.
    if (!(error instanceof ApiError)) logger.error({ err: error }, "Looking up the session's signup failed");
    return null;
  }
}

/** The session's registered client whose paid plan awaits payment, or null (no session, expired, paid, free). */
export async function sessionPendingSignup(): Promise<PendingSignup | null> {
  return (await sessionSignup())?.pending ?? null;
}
