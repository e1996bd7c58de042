// Test-only: the text of an uncompressed PDF (lib/billing/invoices/pdf.ts writes one), one line per text-showing operator.
// pdfkit writes each run as a TJ array of hex strings (standard fonts, WinAnsi) split by kerning numbers.

export function pdfTextLines(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const [, array] of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
    const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => match[1]).join("");
    lines.push(Buffer.from(hex, "hex").toString("latin1"));
  }
  return lines;
}
