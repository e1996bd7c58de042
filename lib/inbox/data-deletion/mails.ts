import { eq } from "drizzle-orm";
import { dataDeletionRequests, type DataDeletionRequest } from "@/lib/platform/db/schema";
import { plainMail } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { mailTo } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { signId } from "@/lib/platform/security/signed-id";
import { formatDay } from "@/lib/platform/time/format-date";
import { DELETION_ACK_EMAIL, DELETION_DONE_EMAIL, DELETION_STAFF_EMAIL, DELETION_VERIFY_EMAIL } from "./mail-kinds";
import { CONFIRM_LINK_TTL_MS, deadlineText, SCOPE_LABELS } from "./rules";

// The data-deletion e-mails, rendered from the stored request (the job payload holds only its id).

export type DeletionMailOptions = { siteUrl: string; linkKey: Buffer; staffInbox: string; texts: MailTexts };

const SIGN_OFF = "The LeadFlow privacy team";

// The requester's mails are in the words of content/emails/data-deletion-*.yaml: our words only (docs/security.md),
// as the address may not be theirs; the request is named by its reference and its scope, never its company or note.

export function deletionTemplates({
  siteUrl,
  linkKey,
  staffInbox,
  texts,
}: DeletionMailOptions): Record<string, EmailTemplate> {
  const load =
    (template: (request: DataDeletionRequest, now: Date) => Promise<MailMessage | null> | MailMessage): EmailTemplate =>
    async (payload, { db, now }) => {
      const id = Number(payload.requestId);
      const [request] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id));
      if (!request) throw new Error(`No data deletion request ${String(payload.requestId)}`);
      return template(request, now);
    };
  return {
    [DELETION_VERIFY_EMAIL]: load(async (request, now) => {
      // Confirmed already (or the job ran late): nothing to ask any more.
      if (request.status !== "unverified") return null;
      const token = signId(linkKey, request.id, new Date(now.getTime() + CONFIRM_LINK_TTL_MS));
      return mailTo(
        request.email,
        "dataDeletionConfirm",
        texts,
        { reference: request.reference, scope: SCOPE_LABELS[request.scope] },
        { button: `${siteUrl}/data-deletion/verify?token=${token}` },
      );
    }),
    [DELETION_ACK_EMAIL]: load(async (request) =>
      mailTo(request.email, "dataDeletionReceived", texts, {
        reference: request.reference,
        scope: SCOPE_LABELS[request.scope],
        deadline: deadlineText(request.verifiedAt ?? request.createdAt),
        statusUrl: `${siteUrl}/data-deletion/status`,
      }),
    ),
    // The whole request, the requester's company and note included: for the staff inbox only.
    [DELETION_STAFF_EMAIL]: load((request) => {
      const due = formatDay(request.dueAt ?? request.createdAt);
      const lines = [
        `A confirmed data deletion request from ${request.email}.`,
        `Reference: ${request.reference}`,
        `What to delete: ${SCOPE_LABELS[request.scope]}`,
        `Company: ${request.company}`,
        ...(request.note ? [`Note: ${request.note}`] : []),
        `Due: ${due} (45 days at the latest in complex cases).`,
        `Carry it out with: npm run data-deletion -- --reference ${request.reference}`,
      ];
      const subject = `[Data deletion] ${request.reference} confirmed, due ${due}`;
      return plainMail(staffInbox, subject, lines, { signOff: SIGN_OFF, replyTo: request.email });
    }),
    [DELETION_DONE_EMAIL]: load(async (request, now) =>
      mailTo(request.email, "dataDeletionDone", texts, {
        reference: request.reference,
        completedOn: formatDay(request.completedAt ?? now),
      }),
    ),
  };
}
