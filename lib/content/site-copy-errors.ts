// Content files are edited by people (in Keystatic or by hand): a broken one must stop the build with a message that
// names the file, the field and what is wrong, not with a stack trace from deep inside a page.
import type { z } from "zod";
import { isCalendarDate } from "./calendar-date";

/** A content file that cannot be used. `problems` are "field: what is wrong", one per line of the message. */
export class SiteCopyError extends Error {
  readonly code = "invalid_content";

  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} cannot be published:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "SiteCopyError";
  }
}

/**
 * ["sections", 3, "body", 0, "value"] → "sections #4 › body #1": lists counted from 1, as the editor shows them, and
 * without the "value" of Keystatic's either-or fields (a paragraph or a list, a photo or none).
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const shown = path.filter((key) => key !== "value");
  if (shown.length === 0) return "(the file)";
  return shown
    .map((key) => (typeof key === "number" ? `#${key + 1}` : String(key)))
    .join(" ")
    .replace(/ (?!#)/g, " › ");
}

/** The value, checked by its schema; otherwise a SiteCopyError listing every field that is wrong. */
export function parseContent<Schema extends z.ZodType>(schema: Schema, value: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new SiteCopyError(
    file,
    result.error.issues.map((issue) => `${fieldName(issue.path)}: ${issue.message}`),
  );
}

/**
 * Keystatic's reader says "Invalid data for singleton "hero":\nimage.alt: Alt text must be at least 1 characters long";
 * this names the file instead and counts list items from 1. A YAML syntax error keeps its message (line:column and
 * the lines around it).
 */
export function fromKeystaticError(error: unknown, file: string): SiteCopyError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === "YAMLException") return new SiteCopyError(file, [`not valid YAML: ${message}`]);
  const [first, ...rest] = message.split("\n");
  if (!/^Invalid data for /.test(first) || rest.length === 0) return new SiteCopyError(file, [message]);
  return new SiteCopyError(
    file,
    rest.map((line) => {
      const split = line.indexOf(": ");
      if (split < 0) return line;
      const path = line.slice(0, split).split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      return `${fieldName(path)}: ${line.slice(split + 2)}`;
    }),
  );
}

export { isCalendarDate };

/**
 * YAML reads an unquoted 2026-11-31 as a date and quietly makes it 1 December, so no schema sees the typo.
 * Checks every such value in the file's text before it is parsed: "updated (line 4): 2026-11-31 is not a date".
 */
export function yamlDateProblems(text: string): string[] {
  const problems: string[] = [];
  text.split("\n").forEach((line, index) => {
    const match = /^\s*(?:-\s+)*([\w-]+):\s+(\d{4}-\d{1,2}-\d{1,2})\s*(?:#.*)?$/.exec(line);
    if (match && !isCalendarDate(match[2])) {
      problems.push(`${match[1]} (line ${index + 1}): ${match[2]} is not a date (write YYYY-MM-DD, e.g. 2026-11-02)`);
    }
  });
  return problems;
}
