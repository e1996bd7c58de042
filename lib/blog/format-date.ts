const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

// Parsed by hand rather than with Date/Intl so the server and every visitor's time zone show the same day.
/** "2026-09-14" → "14 September 2026". Throws on anything that is not a real ISO calendar date. */
export function formatPostDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) throw new RangeError(`Not a calendar date: ${iso}`);
  return `${day} ${MONTHS[month - 1]} ${year}`;
}
