// GET /api/invoices/{token} – the invoice PDF a signed, expiring link names (receipt e-mail, payment history,
// /payment-status). Both a mailed link and an API: an expired or tampered link sends a browser to the page that gets
// a fresh one, and answers API clients the JSON error (docs/buying.md).
import { getDb } from "@/lib/platform/db";
import { ApiError, apiRoute, otherMethods, prefersHtml, seeOther } from "@/lib/platform/http";
import { appInvoiceLinkKey } from "@/lib/billing/invoices/app-links";
import { INVOICE_LINK_INVALID, INVOICE_LINK_PAGE } from "@/lib/billing/invoices/links";
import { verifySignedId } from "@/lib/platform/security/signed-id";
import { invoiceFileName, invoicePdf } from "@/lib/billing/invoices/stored-pdf";

export const GET = apiRoute(async (request, { params }: { params: Promise<{ token: string }> }) => {
  const invoiceId = verifySignedId(appInvoiceLinkKey(), (await params).token);
  const found = invoiceId === null ? null : await invoicePdf(await getDb(), invoiceId);
  if (!found) {
    if (!prefersHtml(request)) throw new ApiError("not_found", INVOICE_LINK_INVALID);
    const page = seeOther(INVOICE_LINK_PAGE);
    page.headers.set("vary", "Accept");
    return page;
  }
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${invoiceFileName(found.invoice.number)}"`,
      "cache-control": "private, no-store",
      "x-robots-tag": "noindex",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
