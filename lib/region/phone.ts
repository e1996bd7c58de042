// SPEC.md section 5: the prefix suggested in the signup phone hint, by detected country.
const PHONE_PREFIXES: Record<string, string> = {
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

/** "+91" for IN, "+1" for any country without its own entry. */
export function suggestedPhonePrefix(countryCode: string | null | undefined): string {
  return `+${PHONE_PREFIXES[countryCode?.toUpperCase() ?? ""] ?? DEFAULT_PREFIX}`;
}
