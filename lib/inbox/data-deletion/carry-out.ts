import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import {
  authTokens,
  blogComments,
  clients,
  clientUsers,
  contactMessages,
  dataDeletionRequests,
  mailingListMembers,
  passwordResets,
  salesInquiries,
  signupResumes,
} from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { DELETION_DONE_EMAIL } from "./mail-kinds";

export type CarriedOut = {
  reference: string;
  clients: number;
  users: number;
  contactMessages: number;
  comments: number;
  listMemberships: number;
};

export class DeletionRequestError extends Error {}

const sameAddress = (column: Parameters<typeof sql>[1], email: string) => sql`lower(${column}) = ${email}`;
/** What stays of a contact message or a sales inquiry: the row, counted, with nothing of the person. */
const ERASED_MESSAGE = {
  name: "Deleted",
  email: "deleted@deleted.invalid",
  message: "[deleted on request]",
  ip: "deleted",
};

/**
 * Carries out a verified request (staff: npm run data-deletion): the personal data we hold for its address is
 * anonymised or deleted, the company's invoices are kept as tax law requires (they hold their own copy of the
 * buyer's details), the request is marked completed and the requester is told by mail, all in one transaction.
 */
export async function carryOutDeletionRequest(db: Database, reference: string, now = new Date()): Promise<CarriedOut> {
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(dataDeletionRequests)
      .where(eq(dataDeletionRequests.reference, reference))
      .for("update");
    if (!request) throw new DeletionRequestError(`No data deletion request ${reference}.`);
    if (request.status === "unverified")
      throw new DeletionRequestError(
        `${reference} is not confirmed yet: nothing is deleted before the requester confirms it.`,
      );
    if (request.status === "completed") throw new DeletionRequestError(`${reference} was carried out already.`);
    const email = request.email;

    const owned = await tx.select({ id: clients.id }).from(clients).where(sameAddress(clients.contactEmail, email));
    const clientIds = owned.map((row) => row.id);
    let users = 0;
    if (clientIds.length > 0) {
      const userRows = await tx
        .select({ id: clientUsers.id })
        .from(clientUsers)
        .where(inArray(clientUsers.clientId, clientIds));
      users = userRows.length;
      if (userRows.length > 0)
        await tx.delete(passwordResets).where(
          inArray(
            passwordResets.userId,
            userRows.map((row) => row.id),
          ),
        );
      await tx.delete(authTokens).where(inArray(authTokens.clientId, clientIds));
      await tx.delete(signupResumes).where(inArray(signupResumes.clientId, clientIds));
      for (const id of clientIds) {
        const gone = `deleted-client-${id}@deleted.invalid`;
        await tx
          .update(clientUsers)
          // No temporary password left for a welcome e-mail to send, and none it would issue (lib/accounts/companies/welcome-mail.ts).
          .set({
            email: gone,
            passwordHash: `deleted:${randomBytes(16).toString("hex")}`,
            temporaryPassword: null,
            mustChangePassword: false,
          })
          .where(eq(clientUsers.clientId, id));
        // The rows stay (payments and invoices point at them); nothing in them names a person any more, and the
        // API key and login no longer work.
        await tx
          .update(clients)
          .set({
            clientName: `Deleted company ${id}`,
            contactName: "Deleted user",
            contactEmail: gone,
            contactPhone: "+10000000000",
            apiKeyHash: `deleted:${randomBytes(16).toString("hex")}`,
            idempotencyKeyHash: null,
            sealedApiKey: null,
            platformSyncData: null,
          })
          .where(eq(clients.id, id));
      }
    }
    const messages = await tx
      .update(contactMessages)
      .set({ ...ERASED_MESSAGE, subject: "[deleted]" })
      .where(sameAddress(contactMessages.email, email))
      .returning({ id: contactMessages.id });
    const comments = await tx
      .delete(blogComments)
      .where(sameAddress(blogComments.email, email))
      .returning({ id: blogComments.id });
    await tx
      .update(salesInquiries)
      .set({ ...ERASED_MESSAGE, company: "Deleted", preferredTime: null })
      .where(sameAddress(salesInquiries.email, email));
    const memberships = await tx
      .delete(mailingListMembers)
      .where(sameAddress(mailingListMembers.email, email))
      .returning({ id: mailingListMembers.id });

    await tx
      .update(dataDeletionRequests)
      .set({ status: "completed", completedAt: now })
      .where(and(eq(dataDeletionRequests.id, request.id), eq(dataDeletionRequests.status, "verified")));
    const mail = { template: DELETION_DONE_EMAIL, requestId: request.id };
    await queueMail(tx, mail, { dedupeKey: deletionDoneKey(request.id) });
    return {
      reference,
      clients: clientIds.length,
      users,
      contactMessages: messages.length,
      comments: comments.length,
      listMemberships: memberships.length,
    };
  });
}

export const deletionDoneKey = (requestId: number) => `data-deletion:done:${requestId}`;
