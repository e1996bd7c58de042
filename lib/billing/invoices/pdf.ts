import PDFDocument from "pdfkit";
import type { Invoice, InvoiceParty } from "@/lib/platform/db/schema";
import { supplier } from "@/lib/billing/supplier";
import { reverseChargeNote } from "@/lib/billing/tax/tax-id";
import { toOneLine } from "@/lib/platform/text/plain-line";
import { formatDay } from "@/lib/platform/time/format-date";
import { textRuns } from "./unicode-fonts";

// The tax invoice as a PDF (pdfkit, pure JS): our own words in the standard Helvetica, what the buyer wrote (names,
// addresses) in embedded Noto faces for its script (unicode-fonts.ts). Streams are left
// uncompressed: an invoice is a few kilobytes either way, and its text stays readable to any tool (and our tests).

export type InvoiceDocument = Pick<
  Invoice,
  | "number"
  | "issuedAt"
  | "currency"
  | "description"
  | "sacCode"
  | "taxableAmount"
  | "taxLines"
  | "totalAmount"
  | "supplier"
  | "buyer"
  | "paymentReference"
>;

/** 'INR 2,830.82' (Indian grouping for rupees); the rupee sign is not in the PDF standard fonts. */
export function invoiceAmount(minor: number, currency: string): string {
  const figure = new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
  return `${currency} ${figure}`;
}

/** The lines under the totals: who pays which tax, and that no signature is needed. */
export function invoiceNotes(invoice: Pick<InvoiceDocument, "taxLines" | "buyer" | "currency">): string[] {
  const signature = "This is a computer-generated invoice and needs no signature.";
  if (invoice.taxLines.length > 0)
    // GST rule 46: whether the recipient pays the tax; for this service the supplier does.
    return ["The total includes the GST shown above.", "Tax payable on reverse charge: No", signature];
  const country = invoice.buyer.countryCode ?? "";
  const reverseCharge = reverseChargeNote(country, invoice.buyer.taxId?.value);
  return [...exportNotes(invoice.currency), ...(reverseCharge ? [reverseCharge] : []), signature];
}

/**
 * What Indian GST law says of a service billed to a buyer outside India: an export of services (IGST Act 2017,
 * section 2(6)), zero-rated (section 16), supplied under a Letter of Undertaking without paying IGST. Paid in rupees,
 * it is an export only where the Reserve Bank of India allows the rupees (section 2(6)(iv)), so that is said too.
 */
export function exportNotes(currency: string): string[] {
  return [
    "No Indian GST charged: export of services to a recipient outside India, a zero-rated supply (Integrated Goods and Services Tax Act 2017, sections 2(6) and 16).",
    `Supply meant for export under Letter of Undertaking (ARN ${supplier.lutReference}) without payment of integrated tax.`,
    ...(currency === "INR"
      ? [
          "Paid in Indian rupees: an export of services only where the Reserve Bank of India permits payment in rupees (section 2(6)(iv) of that Act).",
        ]
      : []),
  ];
}

export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: false,
    info: { Title: `Tax invoice ${invoice.number}`, Author: invoice.supplier.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const india = invoice.taxLines.length > 0;

  doc
    .font("Helvetica-Bold")
    .fontSize(18)
    .text(india ? "Tax Invoice" : "Invoice");
  doc.moveDown(0.5).font("Helvetica").fontSize(10);
  doc.text(`Invoice number: ${invoice.number}`);
  doc.text(`Invoice date: ${formatDay(invoice.issuedAt, "Asia/Kolkata")}`);
  doc.text(`Payment reference: ${invoice.paymentReference}`);
  if (invoice.buyer.stateName) doc.text(`Place of supply: ${invoice.buyer.stateName} (${invoice.buyer.stateCode})`);
  doc.moveDown();

  party(doc, "Supplier", invoice.supplier);
  doc.moveDown();
  party(doc, "Bill to", invoice.buyer);
  doc.moveDown();

  doc.font("Helvetica-Bold").text("Description");
  doc.font("Helvetica").text(`${invoice.description} (SAC ${invoice.sacCode})`);
  doc.moveDown();
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").text(label, 50, y, { width: 300 });
    doc.text(value, 350, y, { width: 195, align: "right" });
  };
  row("Taxable value", invoiceAmount(invoice.taxableAmount, invoice.currency));
  for (const line of invoice.taxLines)
    row(`${line.kind} @ ${line.ratePercent}%`, invoiceAmount(line.amount, invoice.currency));
  row("Total", invoiceAmount(invoice.totalAmount, invoice.currency), true);
  doc.moveDown(2).font("Helvetica").fontSize(9);
  for (const note of invoiceNotes(invoice)) doc.text(note, 50);
  doc.end();
  return done;
}

/** A line as the buyer wrote it, in whatever script: each run in the Noto face that has its letters. */
function writtenLine(doc: PDFKit.PDFDocument, line: string) {
  const runs = textRuns(line);
  runs.forEach((run, index) => doc.font(run.file).text(run.text, { continued: index < runs.length - 1 }));
  doc.font("Helvetica");
}

function party(doc: PDFKit.PDFDocument, title: string, who: InvoiceParty) {
  doc.font("Helvetica-Bold").text(title);
  // Stored text is one line each, whatever it holds (docs/security.md): no forged "GSTIN:" line under a name.
  writtenLine(doc, toOneLine(who.name));
  for (const line of who.addressLines) writtenLine(doc, toOneLine(line));
  if (who.gstin) doc.text(`GSTIN: ${toOneLine(who.gstin)}`);
  if (who.taxId) doc.text(`${who.taxId.label}: ${toOneLine(who.taxId.value)}`);
  if (who.email) doc.text(toOneLine(who.email));
}
