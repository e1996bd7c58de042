import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderInvoicePdf, type InvoiceDocument } from "./pdf";
import { supplierParty } from "./issue";

// The invoice prints what the buyer wrote, in every script: read back with poppler's pdftotext (it reads the embedded
// fonts' ToUnicode maps) and pdffonts; `RENDER_INVOICES=dir` also writes PNGs (pdftoppm) to look at.

const dir = mkdtempSync(join(tmpdir(), "invoice-scripts-"));

function invoiceFor(name: string, addressLines: string[]): InvoiceDocument {
  return {
    number: "LF/2026-27/00042",
    issuedAt: new Date("2026-06-15T10:00:00Z"),
    currency: "INR",
    description: "LeadFlow Starter plan, monthly subscription",
    sacCode: "998314",
    taxableAmount: 239_900,
    taxLines: [{ kind: "IGST", ratePercent: 18, amount: 43_182 }],
    totalAmount: 283_082,
    supplier: supplierParty(),
    buyer: { name, addressLines, countryCode: "IN", email: "owner@example.com" },
    paymentReference: "pay_42",
  };
}

async function readBack(label: string, invoice: InvoiceDocument) {
  const file = join(dir, `${label}.pdf`);
  writeFileSync(file, await renderInvoicePdf(invoice));
  if (process.env.RENDER_INVOICES)
    execFileSync("pdftoppm", [
      "-png",
      "-r",
      "80",
      "-f",
      "1",
      "-l",
      "1",
      file,
      join(process.env.RENDER_INVOICES, label),
    ]);
  return {
    text: execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString("utf8"),
    fonts: execFileSync("pdffonts", [file]).toString("utf8"),
  };
}

describe("an invoice in the buyer's script", () => {
  it.each([
    ["hindi", "राम ट्रेडर्स प्राइवेट लिमिटेड", ["राम", "प्राइवेट"], "NotoSans-Regular"],
    ["tamil", "முருகன் ஸ்டோர்ஸ்", ["முருகன்"], "NotoSansTamil"],
    ["bengali", "রহমান এন্টারপ্রাইজ", ["রহমান"], "NotoSansBengali"],
    ["chinese", "上海星辰贸易有限公司", ["上海星辰贸易有限公司"], "NotoSansSC"],
    ["arabic", "شركة النور للتجارة", ["شركة"], "NotoSansArabic"],
  ])("%s: the name is printed in an embedded Noto face, not as mojibake", async (label, name, words, font) => {
    const { text, fonts } = await readBack(label, invoiceFor(name, ["12 MG Road", "Bengaluru 560001", "India"]));
    for (const word of words) expect(text).toContain(word);
    expect(fonts).toContain(font);
    expect(text).toContain("12 MG Road");
    expect(text).not.toMatch(/[“”’â]/);
  });

  it("mixes scripts in one line, each run in its own face", async () => {
    const { text, fonts } = await readBack("mixed", invoiceFor("Acme राम 上海", ["Straße 5"]));
    expect(text).toContain("Acme");
    expect(text).toContain("राम");
    expect(text).toContain("上海");
    expect(fonts).toContain("NotoSans-Regular");
    expect(fonts).toContain("NotoSansSC");
  });
});
