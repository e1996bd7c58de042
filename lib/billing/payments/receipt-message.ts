import { mailTo } from "@/lib/platform/mail/render";
import type { MailTexts } from "@/lib/platform/mail/texts";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { formatMinorMoney } from "@/lib/billing/plans/format";
import { orderSummaryRows, renewalSentence, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";

export type ReceiptData = {
  to: string;
  contactName: string;
  companyName: string;
  billingCycle: string;
  gatewayName: string;
  /**
   * The order as the checkout and /payment-status show it (lib/billing/plans/order-summary.ts): plan, cycle, each tax
   * line, total (what was charged, in the smallest unit), reference, date and renewal in the order's time zone.
   */
  order: OrderSummaryInput & { paid: NonNullable<OrderSummaryInput["paid"]> };
  /** The Terms of Service's address, linked beside the renewal sentence. */
  termsUrl?: string;
  /** The tax invoice: the signed download link (it expires) and the PDF to attach. */
  invoice?: { url?: string; pdf?: { filename: string; content: Buffer } };
};

/** '$29.00 USD', '₹2,399.00 INR': the receipt states the exact amount charged and its currency. */
export const formatReceiptAmount = (amountMinor: number, currency: string) =>
  `${formatMinorMoney(amountMinor, currency)} ${currency}`;

/**
 * The receipt e-mail sent once after a successful payment, in the words of content/emails/receipt.yaml: its
 * {summary} is the order's table (plan, cycle, amount, gateway and reference, date), in the checkout's words.
 */
export async function receiptEmail(data: ReceiptData, texts: MailTexts): Promise<MailMessage> {
  const { order } = data;
  const amount = formatReceiptAmount(order.total, order.currency);
  const rows: [string, string][] = [
    // The total with its currency code too: a receipt states exactly what was charged.
    ...orderSummaryRows(order).map((row): [string, string] => [row.label, row.key === "total" ? amount : row.value]),
    ["Paid with", data.gatewayName],
  ];
  const values = {
    contactName: data.contactName,
    companyName: data.companyName,
    planName: order.planName,
    billingCycle: data.billingCycle,
    amount,
    // The renewal as the checkout said it before Pay, with the Terms that govern it.
    renewal: renewalSentence(order, order.paid.paidAt),
    termsUrl: data.termsUrl,
    invoiceUrl: data.invoice?.url,
  };
  const mail = await mailTo(data.to, "receipt", texts, values, { summary: rows });
  const pdf = data.invoice?.pdf;
  return pdf ? { ...mail, attachments: [{ ...pdf, contentType: "application/pdf" }] } : mail;
}
