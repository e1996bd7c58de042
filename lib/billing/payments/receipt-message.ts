import { escapeHtml, htmlDocument } from "@/lib/platform/mail/html";
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

/** The receipt e-mail sent once after a successful payment: plan, cycle, amount, gateway and reference, date. */
export function receiptEmail(data: ReceiptData): MailMessage {
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
  const invoiceNote = data.invoice?.url
    ? `Your invoice is attached; you can also download it for 30 days from ${data.invoice.url}`
    : data.invoice
      ? "Your invoice is attached."
      : "";
  // The renewal as the checkout said it before Pay, with the Terms that govern it.
  const renewal = data.order ? renewalSentence(data.order, data.paidAt) : "";
  const termsUrl = data.termsUrl ?? "";
  const text = [
    `Hi ${data.contactName},`,
    "",
    `Thank you for your payment. This is your receipt for ${data.companyName}.`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    ...(renewal ? [`${renewal}${termsUrl ? ` Terms: ${termsUrl}` : ""}`, ""] : []),
    ...(invoiceNote ? [invoiceNote, ""] : []),
    "Keep this e-mail for your records. For questions about this payment, reply with the payment reference.",
    "",
    "The LeadFlow team",
  ].join("\n");
  const e = escapeHtml;
  const html = htmlDocument(`<p>Hi ${e(data.contactName)},</p>
<p>Thank you for your payment. This is your receipt for <strong>${e(data.companyName)}</strong>.</p>
<table role="presentation" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><td style="padding:4px 12px 4px 0">${e(label)}</td><td><strong>${e(value)}</strong></td></tr>`).join("\n")}
</table>
${renewal ? `<p>${e(renewal)}${termsUrl ? ` <a href="${e(termsUrl)}">Terms</a>` : ""}</p>` : ""}
${data.invoice ? `<p>${data.invoice.url ? `Your invoice is attached; you can also <a href="${e(data.invoice.url)}">download it</a> for 30 days.` : "Your invoice is attached."}</p>` : ""}
<p style="color:#475569">Keep this e-mail for your records. For questions about this payment, reply with the payment reference.</p>
<p>The LeadFlow team</p>`);
  const attachments = data.invoice?.pdf ? [{ ...data.invoice.pdf, contentType: "application/pdf" }] : undefined;
  return {
    to: data.to,
    subject: `Your LeadFlow receipt: ${data.planName} (${data.billingCycle})`,
    text,
    html,
    ...(attachments ? { attachments } : {}),
  };
}
