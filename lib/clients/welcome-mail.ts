import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { clients, clientUsers } from "@/lib/db/schema";
import type { EmailTemplate } from "@/lib/mail/job";
import { welcomeEmail } from "@/lib/mail/welcome";
import { generateTemporaryPassword, hashGeneratedPassword } from "./secrets";

/**
 * The welcome e-mail job's template. It issues the temporary password as it renders the mail, so the plain
 * password exists only in memory and in the e-mail; a retried send issues a new one (the last mail is valid).
 */
export function welcomeTemplate(appUrl: string): EmailTemplate {
  return async (payload, { db }) => {
    const clientId = Number(payload.clientId);
    const [row] = await db
      .select({ client: clients, userId: clientUsers.id })
      .from(clients)
      .innerJoin(clientUsers, and(eq(clientUsers.clientId, clients.id), eq(clientUsers.role, "admin")))
      .where(eq(clients.id, clientId))
      .orderBy(asc(clientUsers.id))
      .limit(1);
    if (!row) throw new Error(`No admin user for client ${clientId}`);
    const temporaryPassword = generateTemporaryPassword();
    await db
      .update(clientUsers)
      .set({ passwordHash: hashGeneratedPassword(temporaryPassword), mustChangePassword: true })
      .where(eq(clientUsers.id, row.userId));
    return welcomeEmail({
      to: row.client.contactEmail,
      contactName: row.client.contactName,
      companyName: row.client.clientName,
      clientIdentifier: row.client.clientIdentifier,
      temporaryPassword,
      appUrl,
    });
  };
}
