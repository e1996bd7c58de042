// GSTIN (India's GST identification number): 15 characters, checked by format and by its check character.

export const GSTIN_LENGTH = "A GSTIN has 15 characters, for example 29AABCL1234F1ZU.";
export const GSTIN_FORMAT =
  "This is not a valid GSTIN: 2-digit state code, 10-character PAN, entity number, Z, check character (for example 29AABCL1234F1ZU).";
export const GSTIN_CHECK = "This GSTIN's last character does not match: please check it for typing errors.";
export const GSTIN_STATE = "This GSTIN's state code is not a state or union territory of India.";

const CHARSET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
// State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character.
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN's published mod-36 algorithm): each character's
 * value times a factor alternating 1 and 2, each product's quotient and remainder by 36 summed, and the check is
 * what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** Upper case, without spaces: how a GSTIN is stored and compared. */
export const normaliseGstin = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** What is wrong with a GSTIN (already normalised), or null when it is valid. */
export function gstinProblem(gstin: string, knownStateCodes: readonly string[]): string | null {
  if (gstin.length !== 15) return GSTIN_LENGTH;
  if (!SHAPE.test(gstin)) return GSTIN_FORMAT;
  if (!knownStateCodes.includes(gstin.slice(0, 2))) return GSTIN_STATE;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return GSTIN_CHECK;
  return null;
}
