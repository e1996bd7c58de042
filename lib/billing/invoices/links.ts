// Signed invoice download links (lib/platform/security/signed-id.ts, lib/billing/invoices/app-links.ts): one invoice
// per link, until it expires.

export const INVOICE_LINK_INVALID =
  "This invoice link has expired or is not valid. Get a fresh one on /payment-status with the reference from your receipt, or reply to your receipt.";

/** How long the link in a receipt e-mail works; the payment history and /payment-status hand out fresh ones. */
export const INVOICE_LINK_TTL_DAYS = 30;
export const INVOICE_LINK_TTL_MS = INVOICE_LINK_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Where a browser opening an expired or tampered invoice link is sent: the way to a fresh link (docs/buying.md). */
export const INVOICE_LINK_PAGE = "/payment-status/invoice-link";
