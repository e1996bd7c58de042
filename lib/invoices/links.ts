import { signedIdKey, signId, verifySignedId } from "@/lib/signed-id";

// Signed invoice download links (lib/signed-id.ts): one invoice per link, until it expires.

export const INVOICE_LINK_INVALID =
  "This invoice link has expired or is not valid. Ask for a new one from your payment history or by replying to your receipt.";

/** How long the link in a receipt e-mail works; the payment history hands out fresh ones. */
export const INVOICE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A key for invoice links only, derived from the app secret so a signature is useless anywhere else. */
export const invoiceLinkKey = (appSecret: string) => signedIdKey(appSecret, "invoice-links");
export const signInvoiceToken = (key: Buffer, invoiceId: number, expiresAt: Date) => signId(key, invoiceId, expiresAt);
export const verifyInvoiceToken = (key: Buffer, token: string, now = new Date()) => verifySignedId(key, token, now);
