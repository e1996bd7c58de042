import { isCalendarDate } from "./calendar-date";

const LONG_DAY = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** A moment's calendar day in UTC: "2 November 2026". */
export const formatUtcDay = (date: Date) => LONG_DAY.format(date);

/** "2026-11-02" → "2 November 2026", whatever the server's time zone. */
export function formatIsoDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  if (!isCalendarDate(iso)) throw new RangeError(`No such date: ${iso}`);
  return formatUtcDay(new Date(`${iso}T00:00:00Z`));
}
