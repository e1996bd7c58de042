import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/platform/env";
import { OPEN_SIGNUP_COOKIE } from "./open-signup-cookie";

// The "finish your signup" banner (docs/buying.md): the session cookie is httpOnly, so a browser that registered a
// paid plan also gets this readable mark, and only a browser with it asks the server whether its signup still waits
// for payment. The mark says nothing by itself (no id, no plan); the server's answer decides.

/** As long as the session it stands beside (iron-session's 14 days). */
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

const options = () => ({ httpOnly: false, sameSite: "lax" as const, secure: env.production, path: "/" });

/** Marks this browser as holding a registration that awaits payment. */
export async function markOpenSignup(): Promise<void> {
  (await cookies()).set(OPEN_SIGNUP_COOKIE, "1", { ...options(), maxAge: MAX_AGE_SECONDS });
}

/** The mark's removal, for an answer that found nothing waiting (paid, expired, signed out). */
export async function clearOpenSignup(): Promise<void> {
  (await cookies()).set(OPEN_SIGNUP_COOKIE, "", { ...options(), maxAge: 0 });
}
