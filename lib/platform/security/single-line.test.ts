import { renderInvoicePdf, type InvoiceDocument } from "@/lib/billing/invoices/pdf";
import { contactEmail } from "@/lib/inbox/contact/contact-mail";
import { billingDetailsSchema } from "@/lib/billing/tax/billing";
import { isPlainLine, toOneLine } from "@/lib/platform/text/plain-line";
import { pdfTextLines } from "@/testing/pdf-text";

// Single-line text is one line everywhere (docs/security.md): refused where it comes in, and flattened again where
// it goes out (a PDF, a mail header), for text stored before the rules were this strict.
const SEPARATORS = ["\u2028", "\u2029", "\u0085", "\u000b", "\u000c", "\u00ad", "\ufeff", "\u2060", "\u206a"];

describe("single-line fields", () => {
  it.each(SEPARATORS.map((c) => [c.codePointAt(0)!.toString(16)]))("refuse U+%s", (hex) => {
    expect(isPlainLine(`Acme${String.fromCodePoint(parseInt(hex, 16))}Sales`)).toBe(false);
  });

  it("the checkout's billing name refuses line and paragraph separators with its own message", () => {
    for (const separator of SEPARATORS) {
      const result = billingDetailsSchema.safeParse({ name: `Acme${separator}GSTIN: 29AAAAA0000A1Z5`, state: "29" });
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Billing name must be a single line"]);
    }
  });
});

describe("where text goes out", () => {
  const invoice = (buyerName: string): InvoiceDocument => ({
    number: "LF/2026-27/000001",
    issuedAt: new Date("2026-11-02T09:00:00Z"),
    currency: "INR",
    description: "LeadFlow Starter, monthly",
    sacCode: "998314",
    taxableAmount: 100_00,
    taxLines: [{ kind: "IGST", ratePercent: 18, amount: 18_00 }],
    totalAmount: 118_00,
    supplier: { name: "LeadFlow Pvt Ltd", addressLines: ["Bengaluru"], gstin: "29BBBBB1111B1Z5" },
    buyer: { name: buyerName, addressLines: [], stateCode: "27", stateName: "Maharashtra" },
    paymentReference: "pay_1",
  });

  it("a U+2028 stored in a billing name never makes an extra line on the invoice PDF", async () => {
    for (const separator of ["\u2028", "\u2029", "\u0085", "\n", "\r"]) {
      const lines = pdfTextLines(await renderInvoicePdf(invoice(`Acme${separator}GSTIN: 29AAAAA0000A1Z5`)));
      expect(lines.filter((line) => line.startsWith("GSTIN: 29AAAAA"))).toEqual([]);
      expect(lines).toContain("Acme GSTIN: 29AAAAA0000A1Z5");
    }
  });

  it("a mail subject stays one line whatever reached it", () => {
    const mail = contactEmail({
      to: "inbox@leadflow.example",
      messageId: 1,
      name: "Eve",
      email: "eve@example.com",
      subject: "Hi\u2028Bcc: a@b.example\u0085x\u000by",
      message: "m",
    });
    expect(mail.subject).toBe("[Contact] Hi Bcc: a@b.example x y");
  });

  it("toOneLine keeps the joiners and marks names need", () => {
    expect(toOneLine("\u0915\u094D\u200D\u0937 \u05D3\u200E")).toBe("\u0915\u094D\u200D\u0937 \u05D3\u200E");
  });
});
