import { eq } from "drizzle-orm";
import { salesInquiries, type SalesInquiry } from "@/lib/platform/db/schema";
import { plainMail } from "@/lib/platform/mail/html";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { mailTo } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { CONTACT_ACK_EMAIL, SALES_ACK_EMAIL, SALES_INQUIRY_EMAIL } from "./mail-kinds";

// The talk-to-sales e-mails (to the sales inbox, and the acknowledgement to the sender) and the contact form's
// acknowledgement. Acknowledgements reach an address someone typed, who may not own it: they carry only our own
// words and a reference, never the sender's name, subject or message (docs/security.md).

const sender = (inquiry: SalesInquiry) => `"${inquiry.name.replace(/["\\]/g, "")}" <${inquiry.email}>`;

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== "string") throw new Error(`E-mail job without ${key}`);
  return value;
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
      plainMail(
        text(payload, "to"),
        `[Sales] ${inquiry.company} (${inquiry.teamSize} people): ${inquiry.name}`,
        [
          `From: ${inquiry.name} <${inquiry.email}>`,
          `Company: ${inquiry.company}`,
          `Team size: ${inquiry.teamSize}`,
          `Preferred time: ${inquiry.preferredTime ?? "not given"}`,
          `Inquiry #${inquiry.id}`,
        ],
        { quoted: inquiry.message, signOff: "The LeadFlow team", replyTo: sender(inquiry) },
      ),
    ),
    // Our words to whoever wrote (content/emails/*-acknowledgement.yaml), with the reference.
    [SALES_ACK_EMAIL]: load(async (inquiry) =>
      mailTo(inquiry.email, "salesAcknowledgement", texts, {
        inquiryId: String(inquiry.id),
        meetingUrl,
      }),
    ),
    [CONTACT_ACK_EMAIL]: async (payload) =>
      mailTo(text(payload, "to"), "contactAcknowledgement", texts, {
        messageId: typeof payload.messageId === "number" ? String(payload.messageId) : undefined,
      }),
  };
}
