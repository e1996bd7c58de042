import "server-only";
import { env } from "@/lib/platform/env";
import { appKey, signId } from "@/lib/platform/security/signed-id";
import { INVOICE_LINK_TTL_MS } from "./links";

/** This app's key for invoice links: mails and the history sign, the download route verifies. */
export const appInvoiceLinkKey = () => appKey("invoice-links");

/** The public download address of an invoice, valid for ttlMs. */
export function invoiceDownloadUrl(invoiceId: number, now = new Date(), ttlMs = INVOICE_LINK_TTL_MS): string {
  return `${env.siteUrl}/api/invoices/${signId(appInvoiceLinkKey(), invoiceId, new Date(now.getTime() + ttlMs))}`;
}
