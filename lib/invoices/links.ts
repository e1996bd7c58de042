import { createHmac, timingSafeEqual } from "node:crypto";

// Signed invoice download links: "<invoiceId>.<expiry seconds>.<HMAC-SHA256>", so a link opens one invoice,
// cannot be forged or pointed at another invoice without the key, and stops working when it expires.

export const INVOICE_LINK_INVALID = "This invoice link has expired or is not valid. Ask for a new one from your payment history or by replying to your receipt.";

/** How long the link in a receipt e-mail works; the payment history hands out fresh ones. */
export const INVOICE_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** A key for invoice links only, derived from the app secret so a signature is useless anywhere else. */
export function invoiceLinkKey(appSecret: string): Buffer {
  return createHmac("sha256", appSecret).update("leadflow:invoice-links").digest();
}

const signature = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export function signInvoiceToken(key: Buffer, invoiceId: number, expiresAt: Date): string {
  const body = `${invoiceId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${signature(key, body)}`;
}

/** The invoice id when the token is genuine and not expired; otherwise null. */
export function verifyInvoiceToken(key: Buffer, token: string, now = new Date()): number | null {
  const match = /^(\d{1,15})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expiry, sent] = match;
  if (!timingSafeEqual(Buffer.from(signature(key, `${id}.${expiry}`)), Buffer.from(sent))) return null;
  if (Number(expiry) * 1000 < now.getTime()) return null;
  return Number(id);
}
