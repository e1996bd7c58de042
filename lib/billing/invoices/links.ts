import { signedIdKey, signId, verifySignedId } from "@/lib/platform/security/signed-id";

// Signed invoice download links (lib/platform/security/signed-id.ts): one invoice per link, until it expires.

export const INVOICE_LINK_INVALID =
  "This invoice link has expired or is not valid. Get a fresh one on /payment-status with the reference from your receipt, or reply to your receipt.";

/** How long the link in a receipt e-mail works; the payment history and /payment-status hand out fresh ones. */
export const INVOICE_LINK_TTL_DAYS = 30;
export const INVOICE_LINK_TTL_MS = INVOICE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Where a browser opening an expired or tampered invoice link is sent: the way to a fresh link (docs/buying.md). */
export const INVOICE_LINK_PAGE = "/payment-status/invoice-link";

/** A key for invoice links only, derived from the app secret so a signature is useless anywhere else. */
export const invoiceLinkKey = (appSecret: string) => signedIdKey(appSecret, "invoice-links");
export const signInvoiceToken = (key: Buffer, invoiceId: number, expiresAt: Date) => signId(key, invoiceId, expiresAt);
export const verifyInvoiceToken = (key: Buffer, token: string, now = new Date()) => verifySignedId(key, token, now);
