import { eq } from "drizzle-orm";
import { dataDeletionRequests, type DataDeletionRequest } from "@/lib/platform/db/schema";
import { escapeHtml, htmlButton, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { renderMail, type RenderedMail } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { signId } from "@/lib/platform/security/signed-id";
import { DELETION_ACK_EMAIL, DELETION_DONE_EMAIL, DELETION_STAFF_EMAIL, DELETION_VERIFY_EMAIL } from "./mail-kinds";
import { CONFIRM_LINK_TTL_MS, deadlineText, formatDeadline, SCOPE_LABELS } from "./rules";

// The data-deletion e-mails, rendered from the stored request (the job payload holds only its id).

export type DeletionMailOptions = { siteUrl: string; linkKey: Buffer; staffInbox: string; texts: MailTexts };

const e = escapeHtml;
const paragraphs = (lines: string[]) => lines.map((line) => `<p>${e(line)}</p>`).join("\n");
const SIGN_OFF = "The LeadFlow privacy team";

function render(
  to: string,
  subject: string,
  lines: string[],
  button?: { href: string; label: string },
  replyTo?: string,
): MailMessage {
  const text = [...lines, ...(button ? ["", `${button.label}: ${button.href}`] : []), "", SIGN_OFF].join("\n");
  const html = htmlDocument(
    `${paragraphs(lines)}${button ? `\n<p>${htmlButton(button.href, button.label)}</p>` : ""}\n<p>${SIGN_OFF}</p>`,
  );
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

/**
 * The requester's mails, in the words of content/emails/data-deletion-*.yaml: our words only (docs/security.md), as
 * the address may not be theirs; the request is named by its reference and its scope, never its company or note.
 */
async function toRequester(request: DataDeletionRequest, mail: Promise<RenderedMail>): Promise<MailMessage> {
  const { subject, text, html } = await mail;
  return { to: request.email, subject, text, html };
}

/** The whole request, the requester's company and note included: for the staff inbox only. */
function described(request: DataDeletionRequest): string[] {
  return [
    `Reference: ${request.reference}`,
    `What to delete: ${SCOPE_LABELS[request.scope]}`,
    `Company: ${request.company}`,
    ...(request.note ? [`Note: ${request.note}`] : []),
  ];
}

export function deletionTemplates({
  siteUrl,
  linkKey,
  staffInbox,
  texts,
}: DeletionMailOptions): Record<string, EmailTemplate> {
  const load = (
    template: (request: DataDeletionRequest, now: Date) => MailMessage | null | Promise<MailMessage | null>,
  ): EmailTemplate => {
    return async (payload, { db, now }) => {
      const [request] = await db
        .select()
        .from(dataDeletionRequests)
        .where(eq(dataDeletionRequests.id, Number(payload.requestId)));
      if (!request) throw new Error(`No data deletion request ${String(payload.requestId)}`);
      return template(request, now);
    };
  };
  return {
    [DELETION_VERIFY_EMAIL]: load(async (request, now) => {
      // Confirmed already (or the job ran late): nothing to ask any more.
      if (request.status !== "unverified") return null;
      const token = signId(linkKey, request.id, new Date(now.getTime() + CONFIRM_LINK_TTL_MS));
      return toRequester(
        request,
        renderMail(
          "dataDeletionConfirm",
          await texts("dataDeletionConfirm"),
          { reference: request.reference, scope: SCOPE_LABELS[request.scope] },
          { button: `${siteUrl}/data-deletion/verify?token=${token}` },
        ),
      );
    }),
    [DELETION_ACK_EMAIL]: load(async (request) =>
      toRequester(
        request,
        renderMail("dataDeletionReceived", await texts("dataDeletionReceived"), {
          reference: request.reference,
          scope: SCOPE_LABELS[request.scope],
          deadline: deadlineText(request.verifiedAt ?? request.createdAt),
          statusUrl: `${siteUrl}/data-deletion/status`,
        }),
      ),
    ),
    [DELETION_STAFF_EMAIL]: load((request) =>
      render(
        staffInbox,
        `[Data deletion] ${request.reference} confirmed, due ${formatDeadline(request.dueAt ?? request.createdAt)}`,
        [
          `A confirmed data deletion request from ${request.email}.`,
          ...described(request),
          `Due: ${formatDeadline(request.dueAt ?? request.createdAt)} (45 days at the latest in complex cases).`,
          `Carry it out with: npm run data-deletion -- --reference ${request.reference}`,
        ],
        undefined,
        request.email,
      ),
    ),
    [DELETION_DONE_EMAIL]: load(async (request, now) =>
      toRequester(
        request,
        renderMail("dataDeletionDone", await texts("dataDeletionDone"), {
          reference: request.reference,
          completedOn: formatDeadline(request.completedAt ?? now),
        }),
      ),
    ),
  };
}
