// ISO 3166-1 alpha-2: every country and territory a buyer may bill from. Names are not stored: Intl.DisplayNames
// gives them in the visitor's language.
export const COUNTRY_CODES =
  `AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW
BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA
GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH
KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY
MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH
SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI
VN VU WF WS YE YT ZA ZM ZW`.split(/\s+/);

const KNOWN = new Set(COUNTRY_CODES);
export const isCountryCode = (code: string) => KNOWN.has(code);

/** Countries whose addresses carry a state, province or region (India's is its GST state, chosen from a list). */
export const REGION_COUNTRIES = new Set(["US", "CA", "AU", "IN", "BR", "MX", "MY", "AR", "CN", "JP", "IT", "ES", "NG"]);

/** Countries without postal codes: the field is optional there. */
const NO_POSTAL_CODE = new Set(
  `AE AG AO AW BF BI BJ BO BS BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK JM KI KM KN KP LC ML MO MR MW NR NU QA
RW SB SC SL SR ST SY TD TF TG TK TL TO TT TV UG VU YE ZW`.split(/\s+/),
);
export const hasPostalCodes = (code: string) => !NO_POSTAL_CODE.has(code);

export type CountryOption = { code: string; name: string };

/** Every country, named in the visitor's language and sorted as that language sorts. */
export function countryOptions(locale: string | undefined): CountryOption[] {
  const locales = [locale, "en"].filter((tag): tag is string => Boolean(tag));
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames(locales, { type: "region" });
  } catch {
    names = new Intl.DisplayNames(["en"], { type: "region" });
  }
  const collator = new Intl.Collator(locales);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** The country the checkout starts with: the detected one when it is a country ("EU" is not), else the US. */
export function defaultBillingCountry(detected: string | undefined): string {
  const code = detected?.toUpperCase() ?? "";
  return isCountryCode(code) ? code : "US";
}

/** The visitor's language from Accept-Language ("de-DE,de;q=0.9" → "de-DE"), for country names. */
export function languageOf(acceptLanguage: string | null | undefined): string | undefined {
  const tag = acceptLanguage?.split(",")[0]?.split(";")[0]?.trim();
  if (!tag || tag === "*") return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}
