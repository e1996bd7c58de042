import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * A phone number as typed, read with the visitor's detected country for a national number ("4155550100" from the US
 * is +1 415 555 0100): its E.164 form for the server and its international form to show back. Null when the number
 * cannot be one (too short or long for any number of that country). Loaded only when a number without "+" is typed,
 * so the libphonenumber metadata stays out of the page's first scripts.
 */
export function understoodPhone(typed: string, countryCode: string): { e164: string; display: string } | null {
  const country = countryCode.toUpperCase();
  try {
    const number = parsePhoneNumberFromString(typed, /^[A-Z]{2}$/.test(country) ? (country as never) : undefined);
    if (!number || !number.isPossible()) return null;
    return { e164: number.number, display: number.formatInternational() };
  } catch {
    return null;
  }
}
