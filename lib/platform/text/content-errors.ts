import { z } from "zod";
// Relative: next.config.ts loads this module, and its loader does not know the @/ alias.
import { isCalendarDate } from "../time/calendar-date";

// Content files are edited by people (in Keystatic or by hand): a broken edit stops the build (and `next dev`) with
// one message listing every problem, each naming the file and the field as the editor shows it, so whoever edited it
// can find and fix it without reading code. Blog posts, the FAQ and the site copy all report through ContentError.

export type ContentIssueCode =
  /** The file is missing, or could not be read or parsed at all. */
  | "unreadable"
  /** A required field is empty or absent. */
  | "missing"
  /** A field has the wrong form (not a number, a slug with capitals...). */
  | "invalid"
  /** Not a real calendar day, e.g. 2026-02-30. */
  | "invalid_date"
  /** Two entries would get the same address (a post, category, tag or FAQ topic). */
  | "duplicate_slug"
  /** A link inside the site to a page that does not exist. */
  | "broken_link"
  /** A link from a public page to a post visitors cannot open yet (a draft, or scheduled later). */
  | "hidden_link"
  /** An image path with no file under public/. */
  | "missing_file"
  /** An image file that is there but is no picture whose size can be read (lib/content/image-files.ts). */
  | "unreadable_file"
  /** A picture two content files (or a content file and the code) name: a save of one would delete the other's. */
  | "shared_image"
  /** A picture in the editor's folders that nothing names. */
  | "unused_file"
  /** A {placeholder} a text may not have (lib/content/offer-placeholders.ts; an e-mail's: lib/platform/mail/texts.ts), or a brace that is no placeholder. */
  | "unknown_placeholder"
  /** An e-mail's body without a placeholder its kind requires (its link, password or reference). */
  | "missing_placeholder"
  /** An e-mail's {button} or {summary} that is not a paragraph of the body of its own. */
  | "misplaced_placeholder";

export type ContentIssue = { file: string; field: string; code: ContentIssueCode; message: string };

/**
 * Something worth changing that breaks nothing (a link to an address the site redirects): the content check prints it
 * and passes.
 */
export type ContentNote = { file: string; field: string; message: string };

/** The field of an issue about the file as a whole. */
export const WHOLE_FILE = "(the file)";

export class ContentError extends Error {
  readonly code = "invalid_content";

  constructor(readonly issues: readonly ContentIssue[]) {
    super(describeIssues(issues));
    this.name = "ContentError";
  }
}

export function describeIssues(issues: readonly ContentIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const lines = issues.map(({ file, field, message }) =>
    field === WHOLE_FILE ? `  ${file}: ${message}` : `  ${file}, ${field}: ${message}`,
  );
  return `The site's content has ${count} (fix the file, or edit it at /keystatic in \`npm run dev\`):\n${lines.join("\n")}`;
}

export function describeNotes(notes: readonly ContentNote[]): string {
  const lines = notes.map(({ file, field, message }) =>
    field === WHOLE_FILE ? `  ${file}: ${message}` : `  ${file}, ${field}: ${message}`,
  );
  return `${notes.length === 1 ? "1 note" : `${notes.length} notes`} (nothing is broken):\n${lines.join("\n")}`;
}

/** The problems `read` throws as a ContentError, none when it reads; any other error is thrown on. */
export async function issuesOf(read: () => Promise<unknown>): Promise<ContentIssue[]> {
  try {
    await read();
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}

/** A text the file must give: "Title is required" when absent, "Title must not be empty" when blank. */
export const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} must not be empty`);

/** Throws every issue at once; returns when there are none. */
export function assertNoIssues(issues: readonly ContentIssue[]): void {
  if (issues.length > 0) throw new ContentError(issues);
}

/**
 * ["sections", 3, "body", 0, "value"] → "sections #4 › body #1": lists counted from 1, as the editor shows them, and
 * without the "value" of Keystatic's either-or fields (a paragraph or a list, a photo or none).
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const shown = path.filter((key) => key !== "value");
  if (shown.length === 0) return WHOLE_FILE;
  return shown
    .map((key) => (typeof key === "number" ? `#${key + 1}` : String(key)))
    .join(" ")
    .replace(/ (?!#)/g, " › ");
}

/** A schema's issues against one file; a custom issue may name its own code (`params: { code }`). */
export function zodIssues(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    field: fieldName(issue.path),
    code: ownCode(issue) ?? (isMissing(issue) ? "missing" : "invalid"),
    message: issue.message,
  }));
}

function ownCode(issue: z.core.$ZodIssue): ContentIssueCode | undefined {
  return issue.code === "custom" ? (issue.params?.code as ContentIssueCode | undefined) : undefined;
}

/** The value, checked by its schema; otherwise a ContentError listing every field that is wrong. */
export function parseContent<Schema extends z.ZodType>(schema: Schema, value: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ContentError(zodIssues(file, result.error));
  return result.data;
}

/** An absent field, or a text that must not be empty and is. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === "too_small") return issue.origin === "string" && issue.minimum === 1;
  return issue.code === "invalid_type" && / received undefined$/.test(issue.message);
}

/**
 * Keystatic's reader checks each field against lib/content/keystatic/config.ts and throws one Error whose message lists
 * `field.path: message` lines under a heading ("Invalid data for singleton "team":"): each line becomes an issue.
 * A YAML syntax error keeps its message (line:column and the lines around it).
 */
export function keystaticIssues(file: string, error: unknown): ContentIssue[] {
  const text = error instanceof Error ? error.message : String(error);
  if (error instanceof Error && error.name === "YAMLException")
    return [{ file, field: WHOLE_FILE, code: "unreadable", message: `not valid YAML: ${text}` }];
  const [heading, ...lines] = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const parsed = lines.map((line) => /^([\w.[\]]+): (.+)$/.exec(line));
  if (!/^Invalid data for /.test(heading ?? "") || lines.length === 0 || parsed.some((match) => match === null)) {
    return [{ file, field: WHOLE_FILE, code: "unreadable", message: text }];
  }
  return parsed.map((match) => {
    const [, path, message] = match!;
    const field = fieldName(path.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)));
    return { file, field, code: / (must not be empty|is required)$/.test(message) ? "missing" : "invalid", message };
  });
}

/**
 * YAML reads an unquoted 2026-11-31 as a date and quietly makes it 1 December, so no schema sees the typo.
 * Checks every such value in the file's text before it is parsed: "updated (line 4): 2026-11-31 is not a date".
 */
export function yamlDateIssues(file: string, text: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  text.split("\n").forEach((line, index) => {
    const match = /^\s*(?:-\s+)*([\w-]+):\s+(\d{4}-\d{1,2}-\d{1,2})\s*(?:#.*)?$/.exec(line);
    if (match && !isCalendarDate(match[2])) {
      issues.push({
        file,
        field: `${match[1]} (line ${index + 1})`,
        code: "invalid_date",
        message: `${match[2]} is not a date (write YYYY-MM-DD, e.g. 2026-11-02)`,
      });
    }
  });
  return issues;
}
