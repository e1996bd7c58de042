import { eq } from "drizzle-orm";
import { salesInquiries, type SalesInquiry } from "@/lib/platform/db/schema";
import { escapeHtml, htmlDocument } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { renderMail, type RenderedMail } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { toOneLine } from "@/lib/platform/text/plain-line";
import { CONTACT_ACK_EMAIL, SALES_ACK_EMAIL, SALES_INQUIRY_EMAIL } from "./mail-kinds";

// The talk-to-sales e-mails (to the sales inbox, and the acknowledgement to the sender) and the contact form's
// acknowledgement. Acknowledgements reach an address someone typed, who may not own it: they carry only our own
// words and a reference, never the sender's name, subject or message (docs/security.md).

const e = escapeHtml;
const oneLine = toOneLine;

function message(to: string, subject: string, lines: string[], quoted?: string, replyTo?: string): MailMessage {
  const text = [...lines, ...(quoted ? ["", quoted] : []), "", "The LeadFlow team"].join("\n");
  const html = htmlDocument(
    `${lines.map((line) => `<p>${e(line)}</p>`).join("\n")}${quoted ? `\n<blockquote style="white-space:pre-wrap;color:#475569;border-left:3px solid #cbd5e1;margin:0;padding-left:12px">${e(quoted)}</blockquote>` : ""}\n<p>The LeadFlow team</p>`,
  );
  return { to, subject: oneLine(subject), text, html, ...(replyTo ? { replyTo } : {}) };
}

const sender = (inquiry: SalesInquiry) => `"${inquiry.name.replace(/["\\]/g, "")}" <${inquiry.email}>`;

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== "string") throw new Error(`E-mail job without ${key}`);
  return value;
}

/** Our words to whoever wrote (content/emails/*-acknowledgement.yaml), with the reference. */
async function acknowledgement(to: string, mail: Promise<RenderedMail>): Promise<MailMessage> {
  const { subject, text, html } = await mail;
  return { to, subject, text, html };
}

/** meetingUrl: SALES_MEETING_URL, offered in the acknowledgement to book a call at once. */
export function salesTemplates({
  texts,
  meetingUrl,
}: {
  texts: MailTexts;
  meetingUrl?: string;
}): Record<string, EmailTemplate> {
  const load =
    (
      render: (inquiry: SalesInquiry, payload: Record<string, unknown>) => MailMessage | Promise<MailMessage>,
    ): EmailTemplate =>
    async (payload, { db }) => {
      const [inquiry] = await db
        .select()
        .from(salesInquiries)
        .where(eq(salesInquiries.id, Number(payload.inquiryId)));
      if (!inquiry) throw new Error(`No sales inquiry ${String(payload.inquiryId)}`);
      return render(inquiry, payload);
    };
  return {
    [SALES_INQUIRY_EMAIL]: load((inquiry, payload) =>
      message(
        text(payload, "to"),
        `[Sales] ${inquiry.company} (${inquiry.teamSize} people): ${inquiry.name}`,
        [
          `From: ${inquiry.name} <${inquiry.email}>`,
          `Company: ${inquiry.company}`,
          `Team size: ${inquiry.teamSize}`,
          `Preferred time: ${inquiry.preferredTime ?? "not given"}`,
          `Inquiry #${inquiry.id}`,
        ],
        inquiry.message,
        sender(inquiry),
      ),
    ),
    [SALES_ACK_EMAIL]: load(async (inquiry) =>
      acknowledgement(
        inquiry.email,
        renderMail("salesAcknowledgement", await texts("salesAcknowledgement"), {
          inquiryId: String(inquiry.id),
          meetingUrl,
        }),
      ),
    ),
    [CONTACT_ACK_EMAIL]: async (payload) =>
      acknowledgement(
        text(payload, "to"),
        renderMail("contactAcknowledgement", await texts("contactAcknowledgement"), {
          messageId: typeof payload.messageId === "number" ? String(payload.messageId) : undefined,
        }),
      ),
  };
}
