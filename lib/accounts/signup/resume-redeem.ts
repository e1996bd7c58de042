import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, signupResumes } from "@/lib/platform/db/schema";
import { openLink } from "@/lib/platform/db/one-time-links";
import { createAuthToken } from "../companies/auth-tokens";
import { awaitsPayment } from "../companies/awaiting-payment";
import { sha256Hex } from "../companies/secrets";

/**
 * What a mailed signup link did: signed the browser in to pay (the client, a fresh auth token); found its account
 * active already (paid, or switched to Free: nothing left to pay, whether the link was spent or not); or nothing
 * (unknown, used or expired while the payment is still due: a new link is the way on).
 */
export type ResumeRedemption =
  { status: "signed_in"; clientId: number; authToken: string } | { status: "active" } | { status: "expired" };

/** Spends a mailed signup link: once, before it expires, and only while its client still awaits payment. */
export async function redeemSignupResume(db: Database, token: string, now = new Date()): Promise<ResumeRedemption> {
  if (token.length < 20 || token.length > 200) return { status: "expired" };
  const tokenHash = sha256Hex(token);
  const outcome = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(signupResumes)
      .set({ usedAt: now })
      .where(and(eq(signupResumes.tokenHash, tokenHash), openLink(signupResumes, now)))
      .returning({ clientId: signupResumes.clientId });
    const [known] = spent
      ? [spent]
      : await tx
          .select({ clientId: signupResumes.clientId })
          .from(signupResumes)
          .where(eq(signupResumes.tokenHash, tokenHash));
    if (!known) return { status: "expired" } as const;
    const [client] = await tx.select().from(clients).where(eq(clients.id, known.clientId));
    if (!client) return { status: "expired" } as const;
    if (!(await awaitsPayment(tx, client))) return { status: "active" } as const;
    return spent ? ({ status: "pay", clientId: client.id } as const) : ({ status: "expired" } as const);
  });
  if (outcome.status !== "pay") return outcome;
  return {
    status: "signed_in",
    clientId: outcome.clientId,
    authToken: await createAuthToken(db, outcome.clientId, now),
  };
}

/**
 * The client a mailed signup link was made for, whatever became of the link (used, expired), without spending it:
 * its page says what is true now, such as that the order is paid (docs/buying.md). Null for an unknown token.
 */
export async function signupResumeClientId(db: Database, token: string): Promise<number | null> {
  if (token.length < 20 || token.length > 200) return null;
  const [known] = await db
    .select({ clientId: signupResumes.clientId })
    .from(signupResumes)
    .where(eq(signupResumes.tokenHash, sha256Hex(token)));
  return known?.clientId ?? null;
}
