import "server-only";
import type { Node } from "@markdoc/markdoc";
import { z } from "zod";
import type { BlogPost } from "@/lib/content/blog/types";
import { SLUG_PATTERN, SLUG_RULE, TAG_REQUIRED } from "@/lib/content/keystatic/blog";
import { columnValue } from "@/lib/content/keystatic/list-column";
import type { BlogContent } from "@/lib/content/types";
import { categoryHref, categorySlug } from "@/lib/content/blog/categories";
import { blogNow } from "@/lib/content/blog/clock";
import { newestFirst } from "@/lib/content/blog/collection";
import { countWords, readingMinutes } from "@/lib/content/blog/reading-time";
import { publishedOnly } from "@/lib/content/blog/visibility";
import { PUBLISH_MOMENT_RULE, publishInstant, publishIso } from "@/lib/content/blog/publish-moment";
import { postSlugOf } from "@/lib/content/blog/layouts";
import { yamlScalarText } from "@/lib/platform/time/calendar-date";
import { bodyBlockTexts, bodyImages, bodyLinks, bodyProblems, renderableBody } from "../markdoc";
import { readBlogPage, unlistedTagIssues, type BlogPage } from "./blog-page";
import {
  assertNoIssues,
  ContentError,
  keystaticIssues,
  requiredText,
  zodIssues,
  type ContentIssue,
  type ContentNote,
} from "../../platform/text/content-errors";
import { imageFileSize, isImageSize, sitePublicDir, type ImageFolders, type ImageSize } from "../image-files";
import { contentReader, readContentFile, readOnceInProduction, type ContentReader } from "../reader";
import { linkablePaths, linkProblem } from "../site-paths";
import { readRedirects, redirectedLinkNote, redirectTarget, type StaffRedirect } from "../redirects";
import { env } from "@/lib/platform/env";

// The blog's posts, read from content/blog/posts/<slug>.mdoc (lib/content/keystatic/config.ts) and checked as a whole: a broken
// edit throws a ContentError naming each file and field, which fails `next build`.

const POSTS_FOLDER = "content/blog/posts";
export const postFile = (slug: string) => `${POSTS_FOLDER}/${slug}.mdoc`;

const text = requiredText;

// What Keystatic's reader returns for a post, checked again here: the reader passes some mistakes on (an unknown
// tag, a day that does not exist) and the pages rely on the exact shapes below.
const postSchema = z.object({
  title: text("Title"),
  excerpt: text("Excerpt"),
  author: text("Author"),
  date: z.preprocess(
    columnValue,
    z
      .string({ error: "Publish date and time is required" })
      .refine((value) => publishInstant(value) !== null, `Publish date and time must be ${PUBLISH_MOMENT_RULE}`),
  ),
  draft: z.preprocess(columnValue, z.boolean()),
  cover: z
    .string({ error: "Cover image is required" })
    .regex(/^\/images\/\S+$/, "Cover image must be a file under /images/"),
  coverAlt: text("Cover image: alt text"),
  category: text("Category"),
  // Each one of the blog page's tag list (content/blog-page.json), checked with that file (collectPosts).
  tags: z.array(text("Tag")).min(1, TAG_REQUIRED),
  body: z.object({
    node: z.custom<Node>((value) => typeof value === "object" && value !== null, "Body could not be read"),
  }),
});

/** Where in the body a problem is: " (line 4 of the body)". */
const at = (line: number | undefined) => (line === undefined ? "" : ` (line ${line} of the body)`);

/** A post that reads, with its cover's size read from the cover file (lib/content/image-files.ts). */
type Entry = { slug: string; file: string; data: z.infer<typeof postSchema>; cover: ImageSize };

/** Every post, drafts and scheduled ones included, newest first; throws a ContentError on any broken edit. */
export async function readPosts(root: string): Promise<BlogPost[]> {
  const { posts, issues } = await collectPosts(root);
  assertNoIssues(issues);
  return posts;
}

export type PostsAndIssues = {
  /** The posts that read, newest first. */
  posts: BlogPost[];
  /** Every problem found, each once; the broken posts are left out of `posts`. */
  issues: ContentIssue[];
  /** What works but is worth changing: a link to an address content/redirects.json redirects. */
  notes: ContentNote[];
};

/**
 * Every post that reads, and every problem in the others, in one pass (the content check, lib/content/check.ts,
 * and `next dev` show them all at once). `now` decides which links point to posts visitors cannot open yet. The
 * cover and the body's images are measured from their files, in content/blog/images or the site's public folder
 * (`publicDir`, else the one beside the code); given `publicDir`, a body image without a size is a problem too.
 */
export async function collectPosts(
  root: string,
  { now = new Date(), publicDir }: { now?: Date; publicDir?: string } = {},
): Promise<PostsAndIssues> {
  const reader = contentReader(root);
  const issues: ContentIssue[] = [];
  const page = await tagListOrIssues(root, issues);
  const entries: Entry[] = [];
  const slugs = await reader.collections.posts.list();
  const folders = { root, publicDir: publicDir ?? sitePublicDir() };
  for (const slug of slugs) {
    const entry = await readEntry(reader, folders, slug, issues, page);
    if (entry) entries.push(entry);
  }
  // Slugs are file names, unique by nature; two spellings of one category are not.
  issues.push(...categoryClashes(entries));
  // A post with a mistake of its own still has its address: a link to it is not a second, false problem.
  const paths = linkablePaths([
    ...entries.map(({ slug, data }) => ({ slug, category: data.category, tags: data.tags })),
    ...slugs
      .filter((slug) => !entries.some((entry) => entry.slug === slug))
      .map((slug) => ({ slug, category: "", tags: [] })),
  ]);
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  // A link to a renamed post's old address works while content/redirects.json redirects it (its problems are the
  // content check's: lib/content/check.ts).
  const { redirects } = readRedirects(root);
  const notes: ContentNote[] = [];
  for (const entry of entries) {
    const body = bodyIssues(entry, paths, redirects);
    issues.push(...body.issues, ...hiddenTargetIssues(entry, bySlug, now));
    notes.push(...body.notes);
  }
  const measured = await Promise.all(entries.map((entry) => measureBodyImages(entry, folders)));
  // The body's images are refused where public/ is at hand (the content check, the build); the covers, measured from
  // their files, always (next.config.ts ships the image files with the server that regenerates pages). There, a body
  // image without a size keeps its own once it loads.
  if (publicDir) issues.push(...measured.flatMap((images) => images.issues));
  return { posts: newestFirst(entries.map((entry, i) => toPost(entry, measured[i].sizes))), issues, notes };
}

/** The blog page's copy, or null with its problems added (the posts' tags are then left unchecked). */
async function tagListOrIssues(root: string, issues: ContentIssue[]): Promise<BlogPage | null> {
  try {
    return await readBlogPage(root);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    issues.push(...error.issues);
    return null;
  }
}

async function readEntry(
  reader: ContentReader,
  folders: ImageFolders,
  slug: string,
  issues: ContentIssue[],
  page: BlogPage | null,
): Promise<Entry | null> {
  const file = postFile(slug);
  const found: ContentIssue[] = [];
  if (!SLUG_PATTERN.test(slug)) {
    found.push({
      file,
      field: "slug",
      code: "invalid",
      message: `The file name "${slug}" is the post's address: ${SLUG_RULE.toLowerCase()}`,
    });
  }
  // YAML turns an unquoted 2026-02-30 into 2026-03-02 before anyone sees it: the written text is checked.
  const writtenDate = yamlScalarText((await readContentFile(folders.root, file)) ?? "", "date");
  if (writtenDate !== undefined && writtenDate !== "" && publishInstant(writtenDate) === null) {
    found.push({
      file,
      field: "date",
      code: "invalid_date",
      message: `"${writtenDate}" is not a moment of the calendar: write ${PUBLISH_MOMENT_RULE}`,
    });
  }
  let raw: unknown;
  try {
    raw = await reader.collections.posts.read(slug, { resolveLinkedFiles: true });
  } catch (error) {
    // Keystatic's own word on a field this reader has already named (the date, the slug) would say it twice.
    const named = new Set(found.map((issue) => issue.field));
    found.push(
      ...keystaticIssues(file, error).filter(
        (issue) => !named.has(issue.field) && !(named.has("slug") && issue.message === SLUG_RULE),
      ),
    );
  }
  const parsed = found.length === 0 ? postSchema.safeParse(raw) : null;
  if (parsed && !parsed.success) found.push(...zodIssues(file, parsed.error));
  if (parsed?.success && page) found.push(...unlistedTagIssues(file, parsed.data.tags, page));
  const cover = parsed?.success ? await imageFileSize(parsed.data.cover, folders) : null;
  if (cover && !isImageSize(cover)) found.push({ file, field: "cover", ...cover });
  issues.push(...found);
  return parsed?.success && cover && isImageSize(cover) && found.length === 0
    ? { slug, file, data: parsed.data, cover }
    : null;
}

/** "Sales process" and "Sales Process" would both be /blog/category/sales-process, each with half the posts. */
function categoryClashes(entries: readonly Entry[]): ContentIssue[] {
  const names = new Map<string, string>();
  const reported = new Set<string>();
  const issues: ContentIssue[] = [];
  for (const { file, data } of entries) {
    const first = names.get(categorySlug(data.category));
    if (first === undefined) names.set(categorySlug(data.category), data.category);
    else if (first !== data.category && !reported.has(data.category)) {
      // Once per spelling: the first post that uses it.
      reported.add(data.category);
      issues.push({
        file,
        field: "category",
        code: "duplicate_slug",
        message: `"${data.category}" gets the same address as the category "${first}" (${categoryHref(first)}): spell it the same way`,
      });
    }
  }
  return issues;
}

function bodyIssues(
  { file, data }: Entry,
  paths: ReadonlySet<string>,
  redirects: readonly StaffRedirect[],
): { issues: ContentIssue[]; notes: ContentNote[] } {
  const body = data.body.node;
  const notes: ContentNote[] = [];
  const issues: ContentIssue[] = [
    ...bodyProblems(body).map(({ line, message }) => ({
      file,
      field: "body",
      code: "invalid" as const,
      message: `${message}${at(line)}`,
    })),
    ...bodyImages(body)
      .filter((image) => image.alt === "")
      .map(({ src, line }) => ({
        file,
        field: "body",
        code: "missing" as const,
        message: `The image ${src}${at(line)} needs alt text: what it shows, for people who cannot see it`,
      })),
    ...bodyLinks(body).flatMap(({ href, line }) => {
      const problem = linkProblem(href, paths);
      if (!problem) return [];
      const target = redirectTarget(href, redirects);
      if (target !== null) {
        notes.push({ file, field: "body", message: `${redirectedLinkNote(href, target)}${at(line)}` });
        return [];
      }
      return [{ file, field: "body", code: "broken_link" as const, message: `${problem}${at(line)}` }];
    }),
  ];
  return { issues, notes };
}

/** A link from a post visitors can read to one they cannot yet (a draft, or one scheduled later): a 404 for them. */
function hiddenTargetIssues(entry: Entry, bySlug: ReadonlyMap<string, Entry>, now: Date): ContentIssue[] {
  if (entry.data.draft) return [];
  return bodyLinks(entry.data.body.node).flatMap(({ href, line }) => {
    const target = bySlug.get(postSlugOf(href) ?? "");
    if (!target || target === entry) return [];
    const message = target.data.draft
      ? `"${href}" links to the draft "${target.data.title}", which visitors cannot open: publish it first or remove the link`
      : isLaterThan(target.data.date, entry.data.date, now)
        ? `"${href}" links to "${target.data.title}", scheduled for ${target.data.date}, later than this post is public: visitors would find no page`
        : null;
    return message
      ? [{ file: entry.file, field: "body", code: "hidden_link" as const, message: `${message}${at(line)}` }]
      : [];
  });
}

/**
 * Each image of the body on this site, measured from its file (lib/content/image-files.ts), by its src, and the
 * problems of those without a size (the cover has been measured: readEntry). Another site's picture keeps its own.
 */
async function measureBodyImages(
  { file, data }: Entry,
  folders: ImageFolders,
): Promise<{ sizes: Map<string, ImageSize>; issues: ContentIssue[] }> {
  const sizes = new Map<string, ImageSize>();
  const issues: ContentIssue[] = [];
  for (const { src, line } of bodyImages(data.body.node)) {
    if (!src.startsWith("/") || sizes.has(src)) continue;
    const size = await imageFileSize(src, folders, at(line));
    if (isImageSize(size)) sizes.set(src, size);
    else issues.push({ file, field: "body", ...size });
  }
  return { sizes, issues };
}

/** Whether `target` goes public after both `source` and now. */
function isLaterThan(target: string, source: string, now: Date): boolean {
  const instant = publishInstant(target) ?? 0;
  return instant > (publishInstant(source) ?? 0) && instant > now.getTime();
}

function toPost({ slug, data, cover }: Entry, bodyImageSizes: ReadonlyMap<string, ImageSize>): BlogPost {
  const body = data.body.node;
  return {
    slug,
    title: data.title,
    excerpt: data.excerpt,
    author: data.author,
    date: publishIso(data.date).slice(0, 10),
    publishAt: publishIso(data.date),
    ...(data.draft ? { draft: true } : {}),
    image: { src: data.cover, alt: data.coverAlt, width: cover.width, height: cover.height },
    category: data.category,
    tags: data.tags,
    readingTime: readingMinutes(countWords(bodyBlockTexts(body))),
    body: renderableBody(body, bodyImageSizes),
  };
}

// In production a broken edit fails the build (or the page's regeneration) with every problem; in `next dev` the
// posts that read are shown and each problem appears on the page of the post that has it (postProblems).
const postsAndIssues = readOnceInProduction(async (root): Promise<PostsAndIssues> =>
  env.production ? { posts: await readPosts(root), issues: [], notes: [] } : collectPosts(root),
);
const allPosts = async (root?: string) => (await postsAndIssues(root)).posts;

/** `next dev` only: the slugs of posts with problems, so their pages exist to show them (always none in production). */
export async function slugsWithProblems(root?: string): Promise<string[]> {
  const files = new Set((await postsAndIssues(root)).issues.map((issue) => issue.file));
  return [...files].flatMap((file) => /^content\/blog\/posts\/(.+)\.mdoc$/.exec(file)?.[1] ?? []);
}

/** `next dev` only: the problems of one post's file, which its page shows instead of an error screen for the blog. */
export async function postProblems(slug: string, root?: string): Promise<ContentIssue[]> {
  return (await postsAndIssues(root)).issues.filter((issue) => issue.file === postFile(slug));
}

export type PostsView = {
  /** Draft Mode: drafts and scheduled posts too. */
  preview?: boolean;
  now?: Date;
  /** The content folder; CONTENT_ROOT (lib/platform/env) unless given. */
  root?: string;
};

/** The posts a visitor sees, newest first: published ones (lib/content/blog/visibility.ts), or every one in Draft Mode. */
export async function getPosts({ preview = false, now = blogNow(), root }: PostsView = {}): Promise<BlogPost[]> {
  const posts = await allPosts(root);
  return preview ? posts : publishedOnly(posts, now);
}

export async function getPost(slug: string, view: PostsView = {}): Promise<BlogPost | undefined> {
  return (await getPosts(view)).find((post) => post.slug === slug);
}

/** The `blog` content section (docs/product.md section 3): the heading and the posts' summaries, bodies left to the pages. */
export function blogSection(posts: readonly BlogPost[], { heading, headingText }: BlogPage): BlogContent {
  return {
    heading,
    headingText,
    blogData: posts.map(({ slug, image, title, author, date, draft, excerpt, category, tags }) => ({
      slug,
      image,
      title,
      author,
      date,
      ...(draft ? { draft } : {}),
      excerpt,
      category,
      tags,
    })),
  };
}
