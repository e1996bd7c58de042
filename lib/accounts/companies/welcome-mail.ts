import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { authTokens, clients, clientUsers, type ClientUser } from "@/lib/platform/db/schema";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { mailTo } from "@/lib/platform/mail/render";
import { appLoginUrl } from "@/lib/site/app-urls";
import { LOCKED_PASSWORD_HASH } from "./secrets";
import { issueTemporaryPassword, openTemporaryPassword } from "./temporary-password";

/**
 * The welcome e-mail job's template: login e-mail, temporary password and a login link to the app, in the words of
 * content/emails/welcome.yaml. It mails the temporary password made with the account (lib/accounts/companies/
 * temporary-password.ts), so every attempt of a job, and every resend, sends the same message; nothing once the
 * person has chosen a password of their own.
 */
export function welcomeTemplate(appUrl: string, texts: MailTexts, secret?: string): EmailTemplate {
  return async (payload, { db }) => {
    const clientId = Number(payload.clientId);
    const [row] = await db
      .select({ client: clients, user: clientUsers })
      .from(clients)
      .innerJoin(clientUsers, and(eq(clientUsers.clientId, clients.id), eq(clientUsers.role, "admin")))
      .where(eq(clients.id, clientId))
      .orderBy(asc(clientUsers.id))
      .limit(1);
    if (!row) throw new Error(`No admin user for client ${clientId}`);
    if (!row.user.mustChangePassword) return null;
    const sealed = row.user.temporaryPassword;
    const temporaryPassword =
      (sealed && openTemporaryPassword(sealed, secret)) || (await replaceTemporaryPassword(db, row.user, secret));
    // To an inbox nobody has verified yet: none of the registrant's words, which a stranger could fill with a lure
    // (the kind has no placeholder for them, lib/platform/mail/texts.ts), only our own client identifier.
    const to = row.client.contactEmail;
    const values = { clientId: row.client.clientIdentifier, email: to, temporaryPassword };
    const button = `${appLoginUrl(appUrl.replace(/\/$/, ""))}?email=${encodeURIComponent(to)}`;
    return mailTo(to, "welcome", texts, values, { button });
  };
}

/**
 * For an account registered before passwords were made with it, or whose password was sealed under another
 * SESSION_SECRET: a new one, kept as for a new account, so the next attempts repeat it. Replacing a password that
 * could sign in ends the account's sessions.
 */
async function replaceTemporaryPassword(db: Database, user: ClientUser, secret?: string): Promise<string> {
  const issued = issueTemporaryPassword(secret);
  const replaced = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(clientUsers)
      .set({ passwordHash: issued.passwordHash, temporaryPassword: issued.sealed })
      // Only the password read above: another attempt's, or one the person chose meanwhile, stays.
      .where(
        and(
          eq(clientUsers.id, user.id),
          eq(clientUsers.passwordHash, user.passwordHash),
          eq(clientUsers.mustChangePassword, true),
        ),
      )
      .returning({ id: clientUsers.id });
    if (updated && user.passwordHash !== LOCKED_PASSWORD_HASH)
      await tx.delete(authTokens).where(eq(authTokens.clientId, user.clientId));
    return Boolean(updated);
  });
  if (!replaced)
    throw new Error(
      `The password of client user ${user.id} changed while its welcome e-mail was made; the job runs again.`,
    );
  return issued.password;
}
