import { renderMail } from "@/lib/platform/mail/render";
import type { MailText } from "@/lib/platform/mail/texts";
import type { MailMessage } from "@/lib/platform/mail/transport";
import { orderSummaryRows, renewalSentence, type OrderSummaryInput } from "@/lib/billing/plans/order-summary";

export type ReceiptData = {
  to: string;
  contactName: string;
  companyName: string;
  planName: string;
  billingCycle: string;
  /** In the currency's smallest unit (cents, paise), as the payment row stores it. */
  amountMinor: number;
  currency: string;
  gatewayName: string;
  paymentReference: string;
  paidAt: Date;
  /**
   * The order as the checkout and /payment-status show it (lib/billing/plans/order-summary.ts): plan, cycle, each tax line,
   * total, reference, date and renewal in the order's time zone, invoice link. Without it, the short form below.
   */
  order?: OrderSummaryInput;
  /** The Terms of Service's address, linked beside the renewal sentence. */
  termsUrl?: string;
  /** The tax invoice: its number, the signed download link (it expires) and the PDF to attach. */
  invoice?: { number: string; url?: string; pdf?: { filename: string; content: Buffer } };
};

/** '$29.00 USD', '₹2,399.00 INR': the receipt states the exact amount charged and its currency. */
export function formatReceiptAmount(amountMinor: number, currency: string): string {
  const formatted = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
  }).format(amountMinor / 100);
  return `${formatted} ${currency}`;
}

export const formatReceiptDate = (date: Date) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);

/**
 * The receipt e-mail sent once after a successful payment, in the words of content/emails/receipt.yaml: its
 * {summary} is the order's table (plan, cycle, amount, gateway and reference, date), in the checkout's words.
 */
export async function receiptEmail(data: ReceiptData, text: MailText): Promise<MailMessage> {
  const rows: [string, string][] = data.order
    ? [
        // The total with its currency code too: a receipt states exactly what was charged.
        ...orderSummaryRows(data.order).map((row): [string, string] => [
          row.label,
          row.key === "total" ? formatReceiptAmount(data.amountMinor, data.currency) : row.value,
        ]),
        ["Paid with", data.gatewayName],
      ]
    : [
        ["Plan", data.planName],
        ["Billing cycle", data.billingCycle],
        ["Amount paid", formatReceiptAmount(data.amountMinor, data.currency)],
        ["Paid with", data.gatewayName],
        ["Payment reference", data.paymentReference],
        ["Date", formatReceiptDate(data.paidAt)],
        ...(data.invoice ? ([["Invoice", data.invoice.number]] as [string, string][]) : []),
      ];
  const mail = await renderMail(
    "receipt",
    text,
    {
      contactName: data.contactName,
      companyName: data.companyName,
      planName: data.planName,
      billingCycle: data.billingCycle,
      amount: formatReceiptAmount(data.amountMinor, data.currency),
      // The renewal as the checkout said it before Pay, with the Terms that govern it.
      renewal: data.order ? renewalSentence(data.order, data.paidAt) : undefined,
      termsUrl: data.termsUrl,
      invoiceUrl: data.invoice?.url,
    },
    { summary: rows },
  );
  const attachments = data.invoice?.pdf ? [{ ...data.invoice.pdf, contentType: "application/pdf" }] : undefined;
  return {
    to: data.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(attachments ? { attachments } : {}),
  };
}
