import { execFileSync } from "node:child_process";
import { BLOG_POST_PATH } from "@/lib/content/blog/paths";
import { postSlugOf } from "@/lib/content/blog/layouts";
import type { ContentIssue } from "../platform/text/content-errors";
import { REDIRECTS_FILE, type StaffRedirect } from "./redirects";

// Keystatic cannot run code when a slug changes: it writes the post under its new file name and deletes the old
// one. The content check compares the posts with the last commit (git, `HEAD`, or CONTENT_CHECK_BASE such as
// origin/main on a branch build): a post file that was committed and is gone needs a redirect from its address, or
// every link to it breaks.

const POSTS = "content/blog/posts";

/** The post slugs in `ref` (a commit), or null where the folder is not a git repository or the ref is unknown. */
export function committedSlugs(root: string, ref = "HEAD"): string[] | null {
  try {
    const out = execFileSync("git", ["ls-tree", "--name-only", `${ref}:${POSTS}`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return out
      .split("\n")
      .filter((name) => name.endsWith(".mdoc"))
      .map((name) => name.slice(0, -".mdoc".length));
  } catch {
    return null;
  }
}

export type Renamed = { slug: string; from: string; to: string | null };

/** Committed posts that are gone with no redirect from their address; `to` is the likely new address. */
export function missingRedirects(
  committed: readonly string[],
  current: readonly { slug: string; title: string }[],
  committedTitles: ReadonlyMap<string, string>,
  redirects: readonly StaffRedirect[],
): Renamed[] {
  const live = new Set(current.map((post) => post.slug));
  const redirected = new Set(redirects.map((redirect) => postSlugOf(redirect.from)));
  return committed
    .filter((slug) => !live.has(slug) && !redirected.has(slug))
    .map((slug) => {
      const successor = current.find((post) => post.title === committedTitles.get(slug) && post.slug !== slug);
      return {
        slug,
        from: `${BLOG_POST_PATH}/${slug}`,
        to: successor ? `${BLOG_POST_PATH}/${successor.slug}` : null,
      };
    });
}

/** A committed post's title, for finding where it went. */
export function committedTitle(root: string, slug: string, ref = "HEAD"): string | undefined {
  try {
    const text = execFileSync("git", ["show", `${ref}:${POSTS}/${slug}.mdoc`], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    return /^title: *(.+?) *$/m.exec(text)?.[1]?.replace(/^(['"])(.*)\1$/, "$2");
  } catch {
    return undefined;
  }
}

export function renameIssues(renamed: readonly Renamed[]): ContentIssue[] {
  return renamed.map(({ slug, from, to }) => ({
    file: REDIRECTS_FILE,
    field: "Redirects",
    code: "broken_link" as const,
    message:
      `The post "${slug}" was renamed or removed: links to ${from} would break. Add a redirect from ${from}` +
      (to ? ` to ${to} (\`npm run content:check -- --fix\` adds it)` : " to its new address or another page"),
  }));
}
