import * as z from "zod";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { endEarlierDoors } from "@/lib/accounts/companies/ownership";
import { clientUsers, passwordResets } from "@/lib/platform/db/schema";
import { openLink } from "@/lib/platform/db/one-time-links";
import { hashPassword } from "@/lib/accounts/companies/secrets";
import { sha256Hex } from "@/lib/platform/security/hashing";

export const RESET_MESSAGES = {
  linkInvalid: "This password reset link is invalid or has expired. Please request a new one.",
  passwordRequired: "Password is required",
  passwordShort: "Password must be at least 8 characters long",
  passwordLong: "Password must be at most 128 characters long",
} as const;

const M = RESET_MESSAGES;

/** What the product app sends when the visitor has chosen a new password on its reset page. */
export const resetPasswordSchema = z.object({
  token: z.string({ error: M.linkInvalid }).min(20, M.linkInvalid).max(200, M.linkInvalid),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(8, M.passwordShort)
    .max(128, M.passwordLong),
});

/** Per client IP: guessing tokens is hopeless, but each try still costs a look-up. */
export const RESET_RATE_LIMIT = { limit: 20, windowMs: 60 * 60 * 1000 };
/** Its own counter: tries in the app's reset page never count against /forgot's requests (lib/accounts/password-reset/request.ts). */
export const resetPasswordLimitKey = (ip: string) => `reset-password:${ip}`;

export type ResetPasswordResult = { status: "done"; email: string } | { status: "failed"; message: string };

/**
 * Spends a reset token: once, before it expires. The new password replaces the old one, and as the reset proves the
 * address is the person's, every earlier door closes (lib/accounts/companies/ownership.ts): the API key, every session.
 */
export async function resetPassword(
  db: Database,
  input: z.infer<typeof resetPasswordSchema>,
  now = new Date(),
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<ResetPasswordResult> {
  const live = and(eq(passwordResets.tokenHash, sha256Hex(input.token)), openLink(passwordResets, now));
  // The token first: a made-up one must not cost a password hash (scrypt is slow on purpose).
  const [known] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
  if (!known) return { status: "failed", message: M.linkInvalid };
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    // Spent here, under the same conditions: of two requests racing with one token, one wins.
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(live)
      .returning({ userId: passwordResets.userId });
    if (!reset) return { status: "failed", message: M.linkInvalid } as const;
    const [user] = await tx
      .update(clientUsers)
      .set({ passwordHash, mustChangePassword: false, temporaryPassword: null })
      .where(eq(clientUsers.id, reset.userId))
      .returning({ clientId: clientUsers.clientId, email: clientUsers.email });
    await endEarlierDoors(tx, { clientId: user.clientId, userId: reset.userId, email: user.email }, now);
    return { status: "done", email: user.email } as const;
  });
}
