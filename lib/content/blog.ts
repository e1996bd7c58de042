import "server-only";
import type { Node } from "@markdoc/markdoc";
import { z } from "zod";
import { blogHeading } from "@/content/blog";
import type { BlogPost } from "@/content/blog/types";
import { SLUG_PATTERN, SLUG_RULE } from "@/content/keystatic/blog";
import type { BlogContent } from "@/content/types";
import { sidebar } from "@/content/sidebar";
import { categoryHref, categorySlug } from "@/lib/blog/categories";
import { newestFirst } from "@/lib/blog/collection";
import { countWords, readingMinutes } from "@/lib/blog/reading-time";
import { publishedOnly } from "@/lib/blog/visibility";
import { isCalendarDate, yamlScalarText } from "./calendar-date";
import { bodyBlockTexts, bodyImages, bodyLinks, bodyProblems, renderableBody } from "./markdoc";
import { assertNoIssues, keystaticIssues, zodIssues, type ContentIssue } from "./content-errors";
import { contentReader, readContentFile, readOnceInProduction, type ContentReader } from "./reader";
import { linkablePaths, linkProblem } from "./site-paths";

// The blog's posts, read from content/blog/posts/<slug>.mdoc (keystatic.config.ts) and checked as a whole: a broken
// edit throws a ContentError naming each file and field, which fails `next build`.

const POSTS_FOLDER = "content/blog/posts";
export const postFile = (slug: string) => `${POSTS_FOLDER}/${slug}.mdoc`;

const text = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} must not be empty`);
const pixels = (label: string) =>
  z.int({ error: `${label} must be a whole number of pixels` }).positive(`${label} must be more than 0`);

// What Keystatic's reader returns for a post, checked again here: the reader passes some mistakes on (an unknown
// tag, a day that does not exist) and the pages rely on the exact shapes below.
const postSchema = z.object({
  title: text("Title"),
  excerpt: text("Excerpt"),
  author: text("Author"),
  date: z
    .string({ error: "Publish date is required" })
    .refine(isCalendarDate, "Publish date must be a day written YYYY-MM-DD, e.g. 2026-09-14"),
  draft: z.boolean(),
  cover: z
    .string({ error: "Cover image is required" })
    .regex(/^\/images\/\S+$/, "Cover image must be a file under public/images"),
  coverAlt: text("Cover image: alt text"),
  coverWidth: pixels("Cover image: width"),
  coverHeight: pixels("Cover image: height"),
  category: text("Category"),
  tags: z
    .array(
      z.enum(sidebar.tags, {
        error: (issue) => `"${String(issue.input)}" is not one of the sidebar's tags (content/sidebar.ts)`,
      }),
    )
    .min(1, "Give the post at least one tag"),
  body: z.object({
    node: z.custom<Node>((value) => typeof value === "object" && value !== null, "Body could not be read"),
  }),
});

type Entry = { slug: string; file: string; data: z.infer<typeof postSchema> };

/** Every post, drafts and scheduled ones included, newest first; throws a ContentError on any broken edit. */
export async function readPosts(root: string): Promise<BlogPost[]> {
  const reader = contentReader(root);
  const issues: ContentIssue[] = [];
  const entries: Entry[] = [];
  for (const slug of await reader.collections.posts.list()) {
    const entry = await readEntry(reader, root, slug, issues);
    if (entry) entries.push(entry);
  }
  // Slugs are file names, unique by nature; two spellings of one category are not.
  issues.push(...categoryClashes(entries));
  const paths = linkablePaths(entries.map(({ slug, data }) => ({ slug, category: data.category, tags: data.tags })));
  for (const entry of entries) issues.push(...bodyIssues(entry, paths));
  assertNoIssues(issues);
  return newestFirst(entries.map(toPost));
}

async function readEntry(
  reader: ContentReader,
  root: string,
  slug: string,
  issues: ContentIssue[],
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
  const writtenDate = yamlScalarText((await readContentFile(root, file)) ?? "", "date");
  if (writtenDate !== undefined && writtenDate !== "" && !isCalendarDate(writtenDate)) {
    found.push({
      file,
      field: "date",
      code: "invalid_date",
      message: `"${writtenDate}" is not a day of the calendar: write YYYY-MM-DD, e.g. 2026-09-14`,
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
  issues.push(...found);
  return parsed?.success ? { slug, file, data: parsed.data } : null;
}

/** "Sales process" and "Sales Process" would both be /blog/category/sales-process, each with half the posts. */
function categoryClashes(entries: readonly Entry[]): ContentIssue[] {
  const names = new Map<string, string>();
  const issues: ContentIssue[] = [];
  for (const { file, data } of entries) {
    const first = names.get(categorySlug(data.category));
    if (first === undefined) names.set(categorySlug(data.category), data.category);
    else if (first !== data.category) {
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

function bodyIssues({ file, data }: Entry, paths: ReadonlySet<string>): ContentIssue[] {
  const body = data.body.node;
  const at = (line: number | undefined) => (line === undefined ? "" : ` (line ${line} of the body)`);
  return [
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
      return problem ? [{ file, field: "body", code: "broken_link" as const, message: `${problem}${at(line)}` }] : [];
    }),
  ];
}

function toPost({ slug, data }: Entry): BlogPost {
  const body = data.body.node;
  return {
    slug,
    title: data.title,
    excerpt: data.excerpt,
    author: data.author,
    date: data.date,
    ...(data.draft ? { draft: true } : {}),
    image: { src: data.cover, alt: data.coverAlt, width: data.coverWidth, height: data.coverHeight },
    category: data.category,
    tags: data.tags,
    readingTime: readingMinutes(countWords(bodyBlockTexts(body))),
    body: renderableBody(body),
  };
}

const allPosts = readOnceInProduction(readPosts);

export type PostsView = {
  /** Draft Mode: drafts and scheduled posts too. */
  preview?: boolean;
  now?: Date;
  /** The content folder; CONTENT_ROOT (lib/env.ts) unless given. */
  root?: string;
};

/** The posts a visitor sees, newest first: published ones (lib/blog/visibility.ts), or every one in Draft Mode. */
export async function getPosts({ preview = false, now = new Date(), root }: PostsView = {}): Promise<BlogPost[]> {
  const posts = await allPosts(root);
  return preview ? posts : publishedOnly(posts, now);
}

export async function getPost(slug: string, view: PostsView = {}): Promise<BlogPost | undefined> {
  return (await getPosts(view)).find((post) => post.slug === slug);
}

/** The `blog` content section (docs/product.md section 3): the heading and the posts' summaries, bodies left to the pages. */
export function blogSection(posts: readonly BlogPost[]): BlogContent {
  return {
    ...blogHeading,
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
