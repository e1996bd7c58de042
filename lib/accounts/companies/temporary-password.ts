import { env } from "@/lib/platform/env";
import { generateTemporaryPassword, hashGeneratedPassword, seal, unseal } from "./secrets";

// The temporary password is made once, with the account, and kept sealed (AES-256-GCM, a key derived from
// SESSION_SECRET) beside its hash until the person chooses their own: every welcome e-mail, a retried send or a
// resend, carries the same password, so none of them voids another. A database leak alone reveals nothing.

const sealingSecret = (secret: string) => `leadflow:temporary-password:${secret}`;

export type TemporaryPassword = { password: string; passwordHash: string; sealed: string };

export function issueTemporaryPassword(secret = env.sessionSecret): TemporaryPassword {
  const password = generateTemporaryPassword();
  return { password, passwordHash: hashGeneratedPassword(password), sealed: seal(password, sealingSecret(secret)) };
}

/** The sealed password, or null when it was sealed under another secret (SESSION_SECRET changed) or tampered with. */
export function openTemporaryPassword(sealed: string, secret = env.sessionSecret): string | null {
  return unseal(sealed, sealingSecret(secret));
}
