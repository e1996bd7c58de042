import "server-only";
import { env } from "@/lib/platform/env";
import { INVOICE_LINK_TTL_MS, invoiceLinkKey, signInvoiceToken } from "./links";

let key: Buffer | undefined;

/** This app's key for invoice links (from SESSION_SECRET): mails and the history sign, the download route verifies. */
export function appInvoiceLinkKey(): Buffer {
  key ??= invoiceLinkKey(env.sessionSecret);
  return key;
}

/** The public download address of an invoice, valid for ttlMs. */
export function invoiceDownloadUrl(invoiceId: number, now = new Date(), ttlMs = INVOICE_LINK_TTL_MS): string {
  return `${env.siteUrl}/api/invoices/${signInvoiceToken(appInvoiceLinkKey(), invoiceId, new Date(now.getTime() + ttlMs))}`;
}
