// The buyer's tax number by billing country, checked for format before it is printed on the invoice: India's GSTIN
// (lib/billing/tax/gstin.ts, with its state), EU VAT numbers (with the country prefix, EL for Greece), UK VAT numbers and
// Australian ABNs (with their check digits). Elsewhere a tax ID is printed as given.

export type TaxIdKind = "gstin" | "eu_vat" | "gb_vat" | "au_abn" | "other";

// EU VAT number shapes after the prefix (the European Commission's VIES formats).
const EU_VAT: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};
/** The VAT prefix of an EU member state's numbers (Greece writes EL). */
const vatPrefix = (country: string) => (country === "GR" ? "EL" : country);
export const isEuCountry = (country: string) => Boolean(EU_VAT[vatPrefix(country)]);

export type TaxIdRule = { kind: TaxIdKind; label: string; example: string };

export function taxIdRule(country: string): TaxIdRule {
  if (country === "IN") return { kind: "gstin", label: "GSTIN", example: "29AABCL1234F1ZU" };
  if (isEuCountry(country))
    return {
      kind: "eu_vat",
      label: "VAT number",
      example: country === "DE" ? "DE123456789" : `${vatPrefix(country)}…`,
    };
  if (country === "GB") return { kind: "gb_vat", label: "VAT number", example: "GB999999973" };
  if (country === "AU") return { kind: "au_abn", label: "ABN", example: "51 824 753 556" };
  return { kind: "other", label: "Tax ID", example: "" };
}

/** Upper case without spaces, dots or dashes: how a tax number is stored, compared and printed. */
export const normaliseTaxId = (value: string) => value.replace(/[\s.-]+/g, "").toUpperCase();

const abnValid = (abn: string) => {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const digits = abn.split("").map(Number);
  digits[0] -= 1;
  return digits.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 89 === 0;
};

// UK VAT: 9 digits whose weighted sum (8..2, then the 2 check digits) is 0 or 55 modulo 97 (HMRC's two schemes).
const gbVatValid = (digits: string) => {
  const body = digits.slice(0, 7).split("").map(Number);
  const sum = body.reduce((total, digit, index) => total + digit * (8 - index), 0) + Number(digits.slice(7, 9));
  return sum % 97 === 0 || (sum + 55) % 97 === 0;
};

export const taxIdMessages = {
  euVat: (country: string) =>
    `This is not a valid VAT number for ${country}: it starts with ${vatPrefix(country)}, for example ${taxIdRule(country).example}.`,
  gbVat: "This is not a valid UK VAT number: GB and 9 digits, for example GB999999973.",
  abn: "This is not a valid ABN: 11 digits, for example 51 824 753 556.",
  other: "A tax ID has at most 30 letters and digits.",
};

/** What is wrong with a (normalised) non-Indian tax number for the country, or null. India: lib/billing/tax/gstin.ts. */
export function taxIdProblem(country: string, taxId: string): string | null {
  const rule = taxIdRule(country);
  if (rule.kind === "eu_vat") {
    const prefix = vatPrefix(country);
    return taxId.startsWith(prefix) && EU_VAT[prefix].test(taxId.slice(prefix.length))
      ? null
      : taxIdMessages.euVat(country);
  }
  if (rule.kind === "gb_vat") {
    const match = /^(?:GB|XI)(\d{9}|\d{12})$/.exec(taxId);
    return match && gbVatValid(match[1]) ? null : taxIdMessages.gbVat;
  }
  if (rule.kind === "au_abn") return /^\d{11}$/.test(taxId) && abnValid(taxId) ? null : taxIdMessages.abn;
  return /^[A-Z0-9/]{1,30}$/.test(taxId) ? null : taxIdMessages.other;
}

/** A business buyer abroad with a VAT number: the supply is reverse-charged, the buyer accounts for the VAT. */
export function reverseChargeNote(country: string, taxId: string | undefined): string | null {
  if (!taxId) return null;
  const kind = taxIdRule(country).kind;
  if (kind === "eu_vat")
    return "Reverse charge: VAT to be accounted for by the customer (Article 196, Council Directive 2006/112/EC).";
  if (kind === "gb_vat") return "Reverse charge: customer to account for VAT to HMRC.";
  if (kind === "au_abn") return "Reverse charge: GST, if any, to be accounted for by the recipient.";
  return null;
}
