import "server-only";
import keystaticConfig from "@/lib/content/keystatic/config";
import { collectPosts } from "./blog/posts";
import { fieldName, issuesOf, type ContentIssue, type ContentNote } from "../platform/text/content-errors";
import { readFaq } from "./faq";
import type { BlogPost } from "@/lib/content/blog/types";
import { postSlugOf } from "@/lib/content/blog/layouts";
import { isPublished } from "@/lib/content/blog/visibility";
import { sitePublicDir } from "./image-files";
import { planCopyIssues } from "./plan-copy";
import { publicFileExists } from "./public-files";
import { siteCopySchemas, type SiteCopyName } from "./site-copy-schema";
import { siteCopyReader } from "./site-copy";
import {
  readRedirects,
  redirectedLinkNote,
  redirectIssues,
  REDIRECTS_FILE,
  redirectTarget,
  type StaffRedirect,
} from "./redirects";
import { committedSlugs, committedTitle, missingRedirects, renameIssues, type Renamed } from "./slug-history";
import { contentReader } from "./reader";
import { imageReferenceIssues } from "./image-references";
import { placeholderIssues } from "./placeholder-issues";
import { strings } from "./strings-of";
import { mailTextIssues } from "./mail-texts";
import { interfaceWordsIssues } from "./interface-words";

// The content check (`npm run content:check`, and the build: app/(site)/_blog/posts.ts): every problem in the blog,
// the FAQ, the site copy, the plans' words and the e-mails' words in one pass, each once, naming the file and the field as the editor
// shows it.

export type CheckOptions = {
  /** The site's public folder, where images must be; the repository's unless given. */
  publicDir?: string;
  /** Which posts are public yet (a link to a post scheduled later is a problem until it is public). */
  now?: Date;
  /** The commit whose posts must stay reachable (git ref); CONTENT_CHECK_BASE, else HEAD. */
  base?: string;
};

/** The problems (each one fails the check) and the notes (printed; the check passes). */
export type ContentCheck = { issues: ContentIssue[]; notes: ContentNote[] };

export async function contentCheck(root: string, options: CheckOptions = {}): Promise<ContentCheck> {
  const publicDir = options.publicDir ?? sitePublicDir();
  const now = options.now ?? new Date();
  const { posts, issues: blog, notes: blogNotes } = await collectPosts(root, { now, publicDir });
  const faq = await issuesOf(() => readFaq(root));
  const postLink = postLinkProblem(posts, now, readRedirects(root).redirects);
  const copy = await siteCopyIssues(root, publicDir, postLink);
  const plans = await planCopyIssues(root);
  const mails = await mailTextIssues(root);
  const words = await interfaceWordsIssues(root);
  const images = imageReferenceIssues(root, { publicDir });
  const placeholders = await placeholderIssues(root);
  const issues = [
    ...blog,
    ...faq,
    ...copy.issues,
    ...plans,
    ...mails,
    ...words,
    ...images,
    ...placeholders,
    ...redirectsCheck(root, posts, postLink, options.base),
  ];
  return { issues, notes: [...blogNotes, ...copy.notes] };
}

export async function contentIssues(root: string, options: CheckOptions = {}): Promise<ContentIssue[]> {
  return (await contentCheck(root, options)).issues;
}

/** The redirects file, and the redirects a renamed post still needs (lib/content/slug-history.ts). */
function redirectsCheck(root: string, posts: readonly BlogPost[], postLink: PostLinkProblem, base?: string) {
  const { redirects, issues } = readRedirects(root);
  issues.push(...redirectIssues(redirects, new Set(posts.map((post) => post.slug))));
  redirects.forEach(({ to }, index) => {
    const problem = postLink(to);
    if (problem && problem.code !== "redirected")
      issues.push({
        file: REDIRECTS_FILE,
        field: fieldName(["redirects", index, "to"]),
        code: problem.code,
        message: problem.message,
      });
  });
  return [...issues, ...renameIssues(neededRedirects(root, posts, redirects, base))];
}

/** Posts committed at `base` (HEAD unless given) and gone now, without a redirect from their address. */
export function neededRedirects(
  root: string,
  posts: readonly BlogPost[],
  redirects: readonly StaffRedirect[],
  base = process.env.CONTENT_CHECK_BASE || "HEAD",
): Renamed[] {
  const committed = committedSlugs(root, base);
  if (committed === null) return [];
  const live = new Set(posts.map((post) => post.slug));
  const titles = new Map(
    committed.filter((slug) => !live.has(slug)).map((slug) => [slug, committedTitle(root, slug, base) ?? ""]),
  );
  return missingRedirects(committed, posts, titles, redirects);
}

/** "redirected": the link works (content/redirects.json sends it on), a note rather than a problem. */
type PostLinkProblem = (href: string) => { code: "broken_link" | "hidden_link" | "redirected"; message: string } | null;

/** What is wrong with a link from the site copy to a post: none, a draft, a post scheduled later, an old address. */
function postLinkProblem(posts: readonly BlogPost[], now: Date, redirects: readonly StaffRedirect[]): PostLinkProblem {
  return (href) => {
    const slug = postSlugOf(href);
    if (slug === null) return null;
    const post = posts.find((candidate) => candidate.slug === slug);
    const target = post ? null : redirectTarget(href, redirects);
    if (target !== null) return { code: "redirected", message: redirectedLinkNote(href, target) };
    if (!post) return { code: "broken_link", message: `"${href}" links to a post that does not exist` };
    if (post.draft)
      return {
        code: "hidden_link",
        message: `"${href}" links to the draft "${post.title}", which visitors cannot open`,
      };
    if (!isPublished(post, now))
      return {
        code: "hidden_link",
        message: `"${href}" links to "${post.title}", scheduled for ${post.publishAt}: visitors find no page until then`,
      };
    return null;
  };
}

async function siteCopyIssues(root: string, publicDir: string, postLink: PostLinkProblem): Promise<ContentCheck> {
  const reader = siteCopyReader(root, { publicDir });
  const names = Object.keys(siteCopySchemas) as SiteCopyName[];
  const notes: ContentNote[] = [];
  const perFile = await Promise.all(
    names.map(async (name) => {
      const file = `${keystaticConfig.singletons[name].path}.yaml`;
      // Its images' files are measured as it is read: a missing or unreadable one is reported there, once.
      const unread = await issuesOf(() => reader.read(name));
      if (unread.length > 0) return unread;
      // The file as the editor shows it (the pages' shapes differ), for the field names; the paths left to check
      // (an illustration, a social image) are only required to be there.
      const raw = await contentReader(root).singletons[name].read();
      return strings(raw).flatMap(({ path, text }): ContentIssue[] => {
        const field = fieldName(path);
        if (/^\/images\//.test(text) && !publicFileExists(publicDir, text)) {
          const message = `The image ${text} is not in the site's files (public${text}): upload it again or choose another`;
          return [{ file, field, code: "missing_file", message }];
        }
        const problem = postLink(text);
        if (problem?.code === "redirected") {
          notes.push({ file, field, message: problem.message });
          return [];
        }
        return problem ? [{ file, field, code: problem.code, message: problem.message }] : [];
      });
    }),
  );
  return { issues: perFile.flat(), notes };
}
