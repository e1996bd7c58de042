import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

// Small content folders for the reader's tests (lib/content/sections): laid out as the repository is, written as Keystatic
// writes them.

/** The files every content folder needs unless a test gives its own: the blog's tag list. */
const REQUIRED_FILES = ["content/blog-page.json"];

/** The cover postFile's posts show, 1200 × 630 px: the reader measures it (lib/content/image-files.ts). */
export const COVER_FILE = "content/blog/images/answer-new-leads-fast/cover.svg";
const COVER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"/>\n';

/**
 * A fresh folder holding these files (path → text or bytes), the repository's REQUIRED_FILES that they leave out and
 * the posts' cover (COVER_FILE).
 */
export function contentFolder(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  const required = Object.fromEntries(REQUIRED_FILES.map((path) => [path, readFileSync(path, "utf8")]));
  for (const [path, text] of Object.entries({ ...required, [COVER_FILE]: COVER_SVG, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const POST_FIELDS = {
  title: "Answer new leads fast",
  excerpt: "Why the first minutes decide the deal.",
  author: "Priya Nair",
  date: "2026-09-14",
  draft: "false",
  cover: "/images/blog/answer-new-leads-fast/cover.svg",
  coverAlt: "A stopwatch beside a lead card",
  category: "Lead Management",
};

const BODY = "A lead that waits goes cold.\n\n## Why minutes matter\n\n- Call first.\n- Then write.\n";

/**
 * A post file as Keystatic writes it: `fields` replace frontmatter lines (null leaves the line out), `tags` the tag
 * list, `body` the Markdoc below the frontmatter.
 */
export function postFile({
  fields = {},
  tags = ["Speed to lead"],
  body = BODY,
}: { fields?: Partial<Record<keyof typeof POST_FIELDS, string | null>>; tags?: string[]; body?: string } = {}): string {
  const lines = Object.entries({ ...POST_FIELDS, ...fields })
    .filter(([, value]) => value !== null)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\ntags:\n${tags.map((tag) => `  - ${tag}`).join("\n")}\n---\n${body}`;
}
