// India's financial year runs April to March, in Indian time (UTC+05:30, no daylight saving).
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** '2026-27' for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/**
 * 'LF/2026-27/00042'. GST rules allow at most 16 characters, unique within the financial year: with a two-letter
 * prefix that leaves five digits, which grow past 99999 rather than wrap.
 */
export function invoiceNumber(prefix: string, year: string, sequence: number): string {
  return `${prefix}/${year}/${String(sequence).padStart(5, "0")}`;
}
