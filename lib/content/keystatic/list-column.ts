// The editor's list of posts shows each column as its field's reader value turned into text (value + ""): a value
// that carries its own text shows "Draft" or "Scheduled · 14 Sep 2026, 09:00" instead of "true" or an ISO instant.
// lib/content/blog/posts.ts takes `.value` back (columnValue) before checking it.

export class ShownAs<T> {
  constructor(
    readonly value: T,
    private readonly shown: string,
  ) {}

  toString(): string {
    return this.shown;
  }
}

/** The value a ShownAs carries, anything else unchanged. */
export function columnValue(value: unknown): unknown {
  return value instanceof ShownAs ? value.value : value;
}

/** "Scheduled · 14 Sep 2026, 09:00" (the viewer's zone) while the instant is ahead, else the date and time alone. */
export function publishColumn(iso: string, now: Date = new Date()): string {
  const instant = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const shown = instant.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
  return instant > now ? `Scheduled · ${shown}` : shown;
}
