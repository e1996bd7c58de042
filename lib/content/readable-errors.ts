import type { z } from "zod";

// A broken content edit stops the build (and `next dev`) with one message listing every problem, each naming the file
// and the field, so whoever edited it can find and fix it without reading code.

export type ContentIssueCode =
  /** The file could not be read or parsed at all. */
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
  | "broken_link";

export type ContentIssue = { file: string; field: string; code: ContentIssueCode; message: string };

export class ContentError extends Error {
  constructor(readonly issues: readonly ContentIssue[]) {
    super(describeIssues(issues));
    this.name = "ContentError";
  }
}

export function describeIssues(issues: readonly ContentIssue[]): string {
  const count = issues.length === 1 ? "1 problem" : `${issues.length} problems`;
  const lines = issues.map((issue) => `  ${issue.file}, ${issue.field}: ${issue.message}`);
  return `The site's content has ${count} (fix the file, or edit it at /keystatic in \`npm run dev\`):\n${lines.join("\n")}`;
}

/** Throws every issue at once; returns when there are none. */
export function assertNoIssues(issues: readonly ContentIssue[]): void {
  if (issues.length > 0) throw new ContentError(issues);
}

/** A schema's issues against one file: the field is the issue's path ("coverAlt", "groups.1.title"). */
export function zodIssues(file: string, error: z.ZodError): ContentIssue[] {
  return error.issues.map((issue) => ({
    file,
    field: issue.path.length > 0 ? issue.path.join(".") : "(file)",
    code: isMissing(issue) ? "missing" : "invalid",
    message: issue.message,
  }));
}

/** An absent field, or a text that must not be empty and is. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === "too_small") return issue.origin === "string" && issue.minimum === 1;
  return issue.code === "invalid_type" && / received undefined$/.test(issue.message);
}

/**
 * Keystatic's reader checks each field against keystatic.config.ts and throws one Error whose message lists
 * `field: message` lines under a heading ("Invalid data for "x" in collection "posts":"). Each line becomes an issue.
 */
export function keystaticIssues(file: string, error: unknown): ContentIssue[] {
  const text = error instanceof Error ? error.message : String(error);
  const lines = text.split("\n").slice(1).map((line) => line.trim()).filter(Boolean);
  const parsed = lines.map((line) => /^([\w.[\]]+): (.+)$/.exec(line));
  if (lines.length === 0 || parsed.some((match) => match === null)) return [{ file, field: "(file)", code: "unreadable", message: text }];
  return parsed.map((match) => {
    const [, field, message] = match!;
    return { file, field, code: / (must not be empty|is required)$/.test(message) ? "missing" : "invalid", message };
  });
}
