// Dates in content are calendar days written YYYY-MM-DD. YAML reads an unquoted 2026-02-30 as a timestamp and rolls
// it over to 2026-03-02 without a word, and Keystatic's reader passes that on: the written text is checked instead.

/** "2026-09-14" is; "2026-02-30", "2026-9-14" and "soon" are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The text of a top-level `key: value` line of a YAML document or a file's frontmatter, without quotes, or undefined
 * when there is none. Enough for a date; not a YAML parser.
 */
export function yamlScalarText(yaml: string, key: string): string | undefined {
  const front = /^---\r?\n([^]*?)\r?\n---/.exec(yaml)?.[1] ?? yaml;
  const line = new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*$`, "m").exec(front)?.[1];
  return line?.replace(/^(['"])(.*)\1$/, "$2");
}
