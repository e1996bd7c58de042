import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
// Relative imports only: next.config.ts loads this file outside the app's module aliases.
import { BLOG_POST_PATH } from "./blog/paths";
import { fieldName, type ContentIssue } from "../platform/text/content-errors";

/** Both detail layouts (lib/content/blog/layouts.ts DETAIL_LAYOUTS) show a post: an old address redirects from each. */
const POST_ROUTES = [BLOG_POST_PATH, "/blog-details-left-sidebar"];

function postSlugOf(path: string): string | null {
  const route = POST_ROUTES.find((each) => path.startsWith(`${each}/`));
  const slug = route ? path.slice(route.length + 1).replace(/\/$/, "") : "";
  return /^[a-z0-9-]+$/.test(slug) ? slug : null;
}

// The redirects staff manage (lib/content/keystatic/redirects.ts): read by next.config.ts at build time (no server-only:
// the config loads it in plain Node) and checked by the content check.

export const REDIRECTS_FILE = "content/redirects.json";

const redirectSchema = z.object({
  from: z.string().trim().startsWith("/", "must be an address of this site, starting with /"),
  to: z
    .string()
    .trim()
    .regex(/^(\/(?!\/)|https:\/\/)/, "must be a page of this site (/pricing) or a full address (https://…)"),
  permanent: z.boolean().default(true),
});
const fileSchema = z.object({ redirects: z.array(redirectSchema).default([]) });

export type StaffRedirect = z.infer<typeof redirectSchema>;

/** The file's redirects, and its problems (an absent file is none). */
export function readRedirects(root: string): { redirects: StaffRedirect[]; issues: ContentIssue[] } {
  let text: string;
  try {
    text = readFileSync(join(root, REDIRECTS_FILE), "utf8");
  } catch {
    return { redirects: [], issues: [] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = `not valid JSON: ${(error as Error).message}`;
    return { redirects: [], issues: [{ file: REDIRECTS_FILE, field: "(the file)", code: "unreadable", message }] };
  }
  const parsed = fileSchema.safeParse(data);
  if (parsed.success) return { redirects: parsed.data.redirects, issues: [] };
  return {
    redirects: [],
    issues: parsed.error.issues.map((issue) => ({
      file: REDIRECTS_FILE,
      field: fieldName(issue.path),
      code: "invalid",
      message: issue.message,
    })),
  };
}

/** What next.config.ts redirects() returns: a post's old address redirects from both detail layouts. */
export function redirectRules(redirects: readonly StaffRedirect[]) {
  return redirects.flatMap(({ from, to, permanent }) => {
    const slug = postSlugOf(from);
    const sources = slug === null ? [from] : POST_ROUTES.map((route) => `${route}/${slug}`);
    return sources.map((source) => ({ source, destination: to, permanent }));
  });
}

/**
 * Where the site redirects a link (a path of this site, with or without its query, fragment or trailing slash), or
 * null when it does not.
 */
export function redirectTarget(href: string, redirects: readonly StaffRedirect[]): string | null {
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  return redirectRules(redirects).find((rule) => rule.source === path)?.destination ?? null;
}

/** The note on a link to a redirected address (lib/content/check.ts prints it; the link works). */
export function redirectedLinkNote(href: string, target: string): string {
  return `"${href}" is redirected to ${target}: link to it directly`;
}

/** Redirects that cannot work: the same address twice, one from a live post, or one onto itself. */
export function redirectIssues(redirects: readonly StaffRedirect[], liveSlugs: ReadonlySet<string>): ContentIssue[] {
  return redirects.flatMap(({ from, to }, index): ContentIssue[] => {
    const field = fieldName(["redirects", index, "from"]);
    const issue = (code: ContentIssue["code"], message: string) => [{ file: REDIRECTS_FILE, field, code, message }];
    if (redirects.findIndex((other) => other.from === from) !== index)
      return issue("duplicate_slug", `"${from}" is redirected twice: keep one`);
    const slug = postSlugOf(from);
    if (slug !== null && liveSlugs.has(slug))
      return issue("invalid", `"${from}" is the address of a post that exists: the redirect would hide it`);
    if (from === to) return issue("invalid", `"${from}" redirects to itself`);
    return [];
  });
}
