import { isCalendarDate } from "@/lib/platform/time/calendar-date";

// When a post goes public: an instant, written in its file as ISO 8601 with a time zone ("2026-09-14T09:00:00.000Z",
// "2026-09-14T09:00+05:30"), or, in posts written before times existed, a day ("2026-09-14": midnight UTC).

const MOMENT = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-](\d{2}):(\d{2})))?$/;

/** The instant in milliseconds since 1970, or null when the text is not a real day and time with its zone. */
export function publishInstant(value: string): number | null {
  const match = MOMENT.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const [, day, hours, minutes, seconds = "0", zone, zoneHours, zoneMinutes] = match;
  if (hours === undefined) return Date.parse(`${day}T00:00:00Z`);
  if (Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (zone !== "Z" && (Number(zoneHours) > 14 || Number(zoneMinutes) > 59)) return null;
  return Date.parse(value);
}

/** The instant as UTC ISO text ("2026-09-14T03:30:00.000Z"); the value itself when it is not one. */
export function publishIso(value: string): string {
  const instant = publishInstant(value);
  return instant === null ? value : new Date(instant).toISOString();
}

export const PUBLISH_MOMENT_RULE =
  "a day and time with its time zone, e.g. 2026-09-14T09:00:00+05:30, or a day alone (2026-09-14, midnight UTC)";
