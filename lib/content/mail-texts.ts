import {
  MAIL_KIND_NAMES,
  MAIL_TEXT_FIELDS,
  mailTextFile,
  mailTextSchema,
  placeholderProblems,
  type MailKindName,
  type MailText,
  type MailTexts,
} from "@/lib/platform/mail/texts";
import {
  ContentError,
  issuesOf,
  WHOLE_FILE,
  keystaticIssues,
  zodIssues,
  type ContentIssue,
} from "../platform/text/content-errors";
import { mailSingletonName } from "./keystatic/emails";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createReader } from "@keystatic/core/reader";
import keystaticConfig from "@/lib/content/keystatic/config";
import { env } from "@/lib/platform/env";
import { readOnceEach } from "./read-once";

// The one reader of the e-mails' words (content/emails/*.yaml, lib/content/keystatic/emails.ts): Keystatic's own
// reader, then the kind's zod schema and its placeholders (lib/platform/mail/texts.ts). A broken file fails the mail
// that reads it (its job is retried) and the content check names it; the composition root gives the reader to the
// mail builders (lib/server/app-jobs.ts), which may not import lib/content themselves (docs/architecture.md).
// Not server-only, unlike ./reader.ts: `npm run data-deletion` (plain Node, no react-server condition, which React
// Email's rendering cannot run under) mails the requester with these words too.

async function readMailText(root: string, kind: MailKindName): Promise<MailText> {
  const file = mailTextFile(kind);
  if (!existsSync(join(root, file)))
    throw new ContentError([{ file, field: WHOLE_FILE, code: "unreadable", message: "the file is missing" }]);
  let data: unknown;
  try {
    data = await createReader(root, keystaticConfig).singletons[mailSingletonName(kind)].read();
  } catch (error) {
    throw new ContentError(keystaticIssues(file, error).map(withEditorField));
  }
  const parsed = mailTextSchema(kind).safeParse(data);
  if (!parsed.success) throw new ContentError(zodIssues(file, parsed.error).map(withEditorField));
  const problems = placeholderProblems(kind, parsed.data);
  if (problems.length > 0) throw new ContentError(problems.map((problem) => ({ file, ...problem })));
  return parsed.data;
}

const withEditorField = (issue: ContentIssue): ContentIssue => ({
  ...issue,
  field: MAIL_TEXT_FIELDS[issue.field as keyof typeof MAIL_TEXT_FIELDS] ?? issue.field,
});

/**
 * The e-mails' words under `root`: read each time (development and tests: an edit shows in the next mail), or with
 * `readOnce` once per kind and process (production, where the files never change under a running build).
 */
export function mailTextReader(root: string, { readOnce = false } = {}): MailTexts {
  return readOnceEach((kind: MailKindName) => readMailText(root, kind), readOnce);
}

/** The content folder's (CONTENT_ROOT, else the repository's). */
export const mailTexts: MailTexts = mailTextReader(env.contentRoot, { readOnce: env.production });

/** Every problem of every e-mail's file under `root`, for the content check. */
export async function mailTextIssues(root: string): Promise<ContentIssue[]> {
  return (await Promise.all(MAIL_KIND_NAMES.map((kind) => issuesOf(() => readMailText(root, kind))))).flat();
}
