import "server-only";
import type { RateLimitRule } from "@/lib/platform/db/rate-limit";
import { salesInquiries } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/queue";
import { refusedOverLimit, visitorForm } from "@/lib/platform/forms/visitor-form";
import { SALES_ACK_EMAIL, SALES_INQUIRY_EMAIL } from "./mail-kinds";
import { SALES_FIELDS, SALES_RECEIVED, salesInquirySchema } from "./rules";

export const SALES_RATE_LIMIT: RateLimitRule = { limit: 5, windowMs: 10 * 60_000 };
const received = { status: "done", message: SALES_RECEIVED } as const;

/**
 * One talk-to-sales message: stored with its mail to the sales inbox, and the acknowledgement to the sender unless
 * the address has had its 3 mails today (the message still reaches sales), in one transaction.
 */
export const submitSalesInquiry = visitorForm(
  { schema: salesInquirySchema, fields: SALES_FIELDS, bot: () => received },
  async (db, data, context: { ip: string; inbox: string; now?: Date }) => {
    const now = context.now ?? new Date();
    const { name, company, team_size, message, preferred_time } = data;
    const email = data.email.toLowerCase();
    return db.transaction(async (tx) => {
      const refused = await refusedOverLimit(tx, `sales:${context.ip}`, SALES_RATE_LIMIT, now, "messages");
      if (refused) return refused;
      const [row] = await tx
        .insert(salesInquiries)
        .values({
          name,
          email,
          company,
          teamSize: team_size,
          message,
          preferredTime: preferred_time || null,
          ip: context.ip,
          createdAt: now,
        })
        .returning({ id: salesInquiries.id });
      const inquiryId = row.id;
      const mail = { template: SALES_INQUIRY_EMAIL, inquiryId, to: context.inbox };
      await queueMail(tx, mail, { dedupeKey: `sales:${inquiryId}` });
      const ack = { template: SALES_ACK_EMAIL, inquiryId };
      await queueMail(tx, ack, { dedupeKey: `sales-ack:${inquiryId}`, cap: { stranger: email }, now });
      return received;
    });
  },
);
