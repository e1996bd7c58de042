// GST on an Indian order (docs/architecture.md, Invoices and tax): 18 %, split CGST 9 % + SGST 9 % when the buyer is in the
// supplier's state, IGST 18 % otherwise. The billing country decides it (docs/buying.md): a buyer billed outside India
// is an export of services, zero-rated, whatever the currency; the currency only follows the region.

export const GST_RATE_PERCENT = 18;

export type TaxKind = "CGST" | "SGST" | "IGST";
export type TaxLine = { kind: TaxKind; ratePercent: number; amount: number };

/** Amounts in the currency's smallest unit (paise, cents). */
export type TaxBreakdown = { currency: string; taxable: number; lines: TaxLine[]; tax: number; total: number };

export type TaxInput = {
  /** The catalog price, before tax, in the smallest unit. */
  taxable: number;
  currency: string;
  /** The buyer's GST state code (place of supply); none for a buyer outside India. */
  buyerStateCode?: string;
  /** The billing country, which decides whether GST is charged; without one, an INR order is taken as Indian. */
  buyerCountry?: string;
  supplierStateCode: string;
};

/** Whether an order carries Indian GST: an INR order is a sale in India. */
export const chargesGst = (currency: string) => currency.toUpperCase() === "INR";

// Each line rounded to the paisa on its own, as the invoice prints it: the total is the sum of what is printed.
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

export function computeTax({
  taxable,
  currency,
  buyerStateCode,
  supplierStateCode,
  buyerCountry,
}: TaxInput): TaxBreakdown {
  let lines: TaxLine[] = [];
  if (buyerCountry ? buyerCountry.toUpperCase() === "IN" : chargesGst(currency)) {
    const half = GST_RATE_PERCENT / 2;
    lines =
      buyerStateCode === supplierStateCode
        ? [
            { kind: "CGST", ratePercent: half, amount: percentOf(taxable, half) },
            { kind: "SGST", ratePercent: half, amount: percentOf(taxable, half) },
          ]
        : [{ kind: "IGST", ratePercent: GST_RATE_PERCENT, amount: percentOf(taxable, GST_RATE_PERCENT) }];
  }
  const tax = lines.reduce((sum, line) => sum + line.amount, 0);
  return { currency: currency.toUpperCase(), taxable, lines, tax, total: taxable + tax };
}

/** 'plus 18% GST': how an INR price is labelled wherever it is shown before tax. */
export const GST_NOTE = `plus ${GST_RATE_PERCENT}% GST`;
