import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { invoices, type Invoice } from "@/lib/platform/db/schema";
import { renderInvoicePdf } from "./pdf";

export type InvoiceWithPdf = { invoice: Invoice; pdf: Buffer };

/** 'LF-2026-27-00042.pdf' */
export const invoiceFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;

/**
 * The invoice and its PDF: rendered the first time it is needed (by the receipt job, or a download that comes
 * first) and stored, so every later copy is byte for byte the same document. Null for an unknown invoice.
 */
export async function invoicePdf(
  db: Pick<Database, "select" | "update">,
  invoiceId: number,
): Promise<InvoiceWithPdf | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) return null;
  if (invoice.pdf) return { invoice, pdf: Buffer.from(invoice.pdf, "base64") };
  const rendered = (await renderInvoicePdf(invoice)).toString("base64");
  // Two renderings at once store the first; both answer the stored one.
  await db
    .update(invoices)
    .set({ pdf: rendered })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.pdf)));
  const [stored] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return { invoice: stored, pdf: Buffer.from(stored.pdf ?? rendered, "base64") };
}
