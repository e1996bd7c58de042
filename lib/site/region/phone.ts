import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js/min";

// The prefix suggested in the signup phone hint, by detected country. docs/product.md section 5 names some countries'
// prefixes (and "EU", which is no country, as France's); every other country gets its own calling code from
// libphonenumber-js (its small metadata build: only the server reads it). A country neither knows gets the product's
// default, 1.
const SPEC_PREFIXES: Record<string, string> = {
  US: "1",
  IN: "91",
  CA: "1",
  GB: "44",
  AU: "61",
  EU: "33",
  JP: "81",
  CN: "86",
  BR: "55",
  MX: "52",
};
const DEFAULT_PREFIX = "1";

/** "+91" for IN, "+49" for DE, "+1" for a country without a calling code of its own (or none at all). */
export function suggestedPhonePrefix(countryCode: string | null | undefined): string {
  const country = countryCode?.trim().toUpperCase() ?? "";
  if (SPEC_PREFIXES[country]) return `+${SPEC_PREFIXES[country]}`;
  return `+${isSupportedCountry(country) ? getCountryCallingCode(country) : DEFAULT_PREFIX}`;
}
