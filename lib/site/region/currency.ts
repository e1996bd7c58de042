// docs/product.md section 9: region to currency. Plans exist in USD and INR only, so pricing falls back to USD.
export const CURRENCY_BY_COUNTRY: Record<string, string> = {
  US: "USD",
  IN: "INR",
  CA: "CAD",
  GB: "GBP",
  AU: "AUD",
  EU: "EUR",
  JP: "JPY",
  CN: "CNY",
  BR: "BRL",
  MX: "MXN",
};

export const DEFAULT_COUNTRY = "US";
export const DEFAULT_CURRENCY = "USD";

export function currencyForCountry(countryCode: string): string {
  return CURRENCY_BY_COUNTRY[countryCode.toUpperCase()] ?? DEFAULT_CURRENCY;
}
