import "server-only";
import { and, eq } from "drizzle-orm";
import { clients, clientUsers } from "@/lib/platform/db/schema";
import { mailTo } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import { generateApiKey, sha256Hex } from "./secrets";

export const API_KEY_REISSUED_EMAIL = "api-key-reissued";

/**
 * The owner's new API key, after they proved the address is theirs (lib/accounts/companies/ownership.ts). The key is made as
 * the mail renders and only its hash is stored, as reset links are: a retried send replaces it, so only the key in
 * the mail that went out works, and neither the job nor any answer ever holds it.
 */
export function apiKeyReissuedTemplate(appUrl: string, texts: MailTexts): EmailTemplate {
  return async (payload, { db }) => {
    const clientId = Number(payload.clientId);
    const apiKey = generateApiKey();
    const [client] = await db
      .update(clients)
      .set({ apiKeyHash: sha256Hex(apiKey), sealedApiKey: null })
      .where(eq(clients.id, clientId))
      .returning({ name: clients.contactName });
    if (!client) return null;
    // The address that proved itself (the reset's user), not whatever the account's contact says.
    const [owner] = await db
      .select({ email: clientUsers.email })
      .from(clientUsers)
      .where(and(eq(clientUsers.clientId, clientId), eq(clientUsers.id, Number(payload.userId))));
    if (!owner) return null;
    const values = { contactName: client.name, apiKey, appUrl };
    return mailTo(owner.email, "apiKeyReissued", texts, values);
  };
}
