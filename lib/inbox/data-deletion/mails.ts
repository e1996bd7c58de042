import { eq } from "drizzle-orm";
import { dataDeletionRequests, type DataDeletionRequest } from "@/lib/platform/db/schema";
import { escapeHtml, htmlButton, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { signId } from "@/lib/platform/security/signed-id";
import { DELETION_ACK_EMAIL, DELETION_DONE_EMAIL, DELETION_STAFF_EMAIL, DELETION_VERIFY_EMAIL } from "./mail-kinds";
import { CONFIRM_LINK_TTL_MS, deadlineText, formatDeadline, SCOPE_LABELS } from "./rules";

// The data-deletion e-mails, rendered from the stored request (the job payload holds only its id).

export type DeletionMailOptions = { siteUrl: string; linkKey: Buffer; staffInbox: string };

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

/** What the requester's mails say about the request: our words only (docs/security.md), as the address may not be theirs. */
function ours(request: DataDeletionRequest): string[] {
  return [`Reference: ${request.reference}`, `What to delete: ${SCOPE_LABELS[request.scope]}`];
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
}: DeletionMailOptions): Record<string, EmailTemplate> {
  const load = (template: (request: DataDeletionRequest, now: Date) => MailMessage | null): EmailTemplate => {
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
    [DELETION_VERIFY_EMAIL]: load((request, now) => {
      // Confirmed already (or the job ran late): nothing to ask any more.
      if (request.status !== "unverified") return null;
      const token = signId(linkKey, request.id, new Date(now.getTime() + CONFIRM_LINK_TTL_MS));
      return render(
        request.email,
        `Confirm your data deletion request ${request.reference}`,
        [
          "We received a request to delete personal data linked to this e-mail address. To make sure nobody deletes data that is not theirs, we act on it only once you confirm it.",
          ...ours(request),
          "The link works for 7 days. If you did not ask for this, ignore this e-mail and nothing will be deleted.",
        ],
        { href: `${siteUrl}/data-deletion/verify?token=${token}`, label: "Confirm my request" },
      );
    }),
    [DELETION_ACK_EMAIL]: load((request) =>
      render(request.email, `We have your data deletion request ${request.reference}`, [
        "Thank you for confirming your request. This e-mail acknowledges it.",
        ...ours(request),
        deadlineText(request.verifiedAt ?? request.createdAt),
        `You can check its progress at ${siteUrl}/data-deletion/status with the reference and this e-mail address.`,
      ]),
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
    [DELETION_DONE_EMAIL]: load((request) =>
      render(request.email, `Your data deletion request ${request.reference} is complete`, [
        `We have carried out your request ${request.reference}${request.completedAt ? ` on ${formatDeadline(request.completedAt)}` : ""}.`,
        "Your personal data has been deleted or anonymised in our systems. Invoices are kept, as tax law requires, for the period it sets; backups that still hold the data expire within about 30 days.",
        "This is the last e-mail we send you about this request.",
      ]),
    ),
  };
}
