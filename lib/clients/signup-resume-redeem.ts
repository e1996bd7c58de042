import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { clients, signupResumes } from "@/lib/db/schema";
import { createAuthToken } from "./auth-tokens";
import { awaitsPayment } from "./awaiting-payment";
import { sha256Hex } from "./secrets";

/**
 * Spends a mailed signup link: once, before it expires, and only while its client still awaits payment. Answers
 * the client and a fresh auth token to sign the browser in with, or null (unknown, used, expired, or paid).
 */
export async function redeemSignupResume(db: Database, token: string, now = new Date()): Promise<{ clientId: number; authToken: string } | null> {
  if (token.length < 20 || token.length > 200) return null;
  const clientId = await db.transaction(async (tx) => {
    const [resume] = await tx
      .update(signupResumes)
      .set({ usedAt: now })
      .where(and(eq(signupResumes.tokenHash, sha256Hex(token)), isNull(signupResumes.usedAt), gt(signupResumes.expiresAt, now)))
      .returning({ clientId: signupResumes.clientId });
    if (!resume) return null;
    const [client] = await tx.select().from(clients).where(eq(clients.id, resume.clientId));
    return client && (await awaitsPayment(tx, client)) ? client.id : null;
  });
  return clientId === null ? null : { clientId, authToken: await createAuthToken(db, clientId, now) };
}
