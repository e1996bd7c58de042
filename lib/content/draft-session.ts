import "server-only";
import { cookies, draftMode } from "next/headers";
import { env } from "@/lib/platform/env";
import { DRAFT_SESSION_COOKIE, DRAFT_SESSION_MAX_AGE_S, draftSessionValue, draftSessionValid } from "./draft-mode";

/**
 * The key our draft cookie is signed with: DRAFT_SECRET's, so changing or removing it ends every draft session; the
 * editor's Preview (app/api/draft/editor, which needs no DRAFT_SECRET) falls back to SESSION_SECRET's.
 */
export function draftSigningSecret(): string {
  return env.draftSecret ?? `session:${env.sessionSecret}`;
}

/**
 * Whether this request may see drafts: Next's Draft Mode and our own signed cookie, both (lib/content/draft-mode.ts).
 * The cookie is read only once Draft Mode is on, so prerendered pages stay prerendered.
 */
export async function draftViewer(): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  return draftSessionValid((await cookies()).get(DRAFT_SESSION_COOKIE)?.value, draftSigningSecret());
}

/** /api/draft, after the secret matched: Next's Draft Mode and our cookie for the next 12 hours. */
export async function startDraftSession(secret = draftSigningSecret()): Promise<void> {
  (await draftMode()).enable();
  (await cookies()).set(DRAFT_SESSION_COOKIE, draftSessionValue(secret), {
    httpOnly: true,
    sameSite: "lax",
    secure: env.production,
    path: "/",
    maxAge: DRAFT_SESSION_MAX_AGE_S,
  });
}

export async function endDraftSession(): Promise<void> {
  (await draftMode()).disable();
  (await cookies()).delete(DRAFT_SESSION_COOKIE);
}
