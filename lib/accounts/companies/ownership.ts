import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { authTokens, clients } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { API_KEY_REISSUED_EMAIL } from "./reissued-key-mail";
import { generateApiKey, sha256Hex } from "./secrets";

/**
 * Someone proved the account's address is theirs (a completed password reset, docs/security.md): whoever registered
 * it before them, or held a key or session of it, is shut out. The API key is replaced by one nobody knows (the
 * owner's new key is made when its mail is sent), the registration replay's sealed key goes, and every session ends.
 * Call it in the transaction that records the proof.
 */
export async function endEarlierDoors(
  tx: Pick<Database, "update" | "delete" | "insert">,
  owner: { clientId: number; userId: number; email: string },
  now = new Date(),
): Promise<void> {
  await tx
    .update(clients)
    .set({ apiKeyHash: sha256Hex(generateApiKey()), sealedApiKey: null })
    .where(eq(clients.id, owner.clientId));
  await tx.delete(authTokens).where(eq(authTokens.clientId, owner.clientId));
  // The owner's own allowance (lib/platform/mail/address-cap.ts): strangers' mails to the inbox never use it up.
  await queueMail(
    tx,
    { template: API_KEY_REISSUED_EMAIL, clientId: owner.clientId, userId: owner.userId },
    { dedupeKey: `api-key-reissued:${owner.userId}:${now.getTime()}`, cap: { owner: owner.email }, now },
  );
}
