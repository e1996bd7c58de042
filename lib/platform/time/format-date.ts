import { isCalendarDate } from "./calendar-date";

/** A moment's calendar day in a time zone (UTC unless given): "2 November 2026". */
export const formatDay = (date: Date, timeZone = "UTC") =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone }).format(date);

/** "2026-11-02" → "2 November 2026", whatever the server's time zone. */
export function formatIsoDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new RangeError(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  if (!isCalendarDate(iso)) throw new RangeError(`No such date: ${iso}`);
  return formatDay(new Date(`${iso}T00:00:00Z`));
}
