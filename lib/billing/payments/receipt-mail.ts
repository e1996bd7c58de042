import "server-only";
import { eq } from "drizzle-orm";
import { clients, invoices, payments, type PaymentGatewayName } from "@/lib/platform/db/schema";
import { gatewayFacts, isGatewayName, SANDBOX } from "@/lib/billing/gateways";
import { invoiceFileName, invoicePdf } from "@/lib/billing/invoices/stored-pdf";
import type { EmailTemplate } from "@/lib/platform/mail/job";
import type { MailTexts } from "@/lib/platform/mail/texts";
import { receiptEmail } from "@/lib/billing/payments/receipt-message";
import { paidOrder } from "./paid-order";

export const RECEIPT_EMAIL = "receipt";
/** One receipt per payment, however often fulfilment is attempted. */
export const receiptDedupeKey = (paymentId: number) => `email:receipt:payment:${paymentId}`;

/** What the receipt calls the gateway a payment was made with. */
const gatewayTitle = (name: PaymentGatewayName) =>
  isGatewayName(name) ? gatewayFacts(name).title : name === SANDBOX ? "Test mode (sandbox)" : name;

export type ReceiptOptions = { texts: MailTexts; invoiceLink?: (invoiceId: number) => string; termsUrl?: string };

/**
 * The receipt job's template: renders from the stored payment, so the figures are the ones charged, with the
 * payment's invoice attached. The PDF is rendered here, in the outbox, the first time: a failure is retried.
 */
export function receiptTemplate({ texts, invoiceLink, termsUrl }: ReceiptOptions): EmailTemplate {
  return async (payload, { db }) => {
    const paymentId = Number(payload.paymentId);
    const [row] = await db
      .select({ payment: payments, client: clients })
      .from(payments)
      .innerJoin(clients, eq(clients.id, payments.clientId))
      .where(eq(payments.id, paymentId));
    if (!row || row.payment.status !== "paid") throw new Error(`No paid payment ${paymentId}`);
    const { payment, client } = row;
    const [issued] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.paymentId, paymentId));
    const stored = issued ? await invoicePdf(db, issued.id) : null;
    const order = paidOrder(payment, client.billingCycle, stored?.invoice ?? null, invoiceLink);
    const pdf = stored && { filename: invoiceFileName(stored.invoice.number), content: stored.pdf };
    return receiptEmail(
      {
        order,
        to: client.contactEmail,
        contactName: client.contactName,
        companyName: client.clientName,
        billingCycle: client.billingCycle === "Yearly" ? "Yearly" : "Monthly",
        gatewayName: gatewayTitle(payment.gateway),
        ...(pdf ? { invoice: { url: order.paid.invoiceUrl, pdf } } : {}),
        ...(termsUrl ? { termsUrl } : {}),
      },
      texts,
    );
  };
}
