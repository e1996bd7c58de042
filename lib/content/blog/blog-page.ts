import "server-only";
import { z } from "zod";
import {
  ContentError,
  parseContent,
  requiredText,
  WHOLE_FILE,
  type ContentIssue,
} from "../../platform/text/content-errors";
import { readContentFile, readOnceInProduction } from "../reader";

// The blog's own words and its tag list (content/blog-page.json, "Blog: heading, sidebar and tags" in the editor):
// the heading above every list, the sidebar's labels, and the tags a post may carry (each has its own list page).

export const BLOG_PAGE_FILE = "content/blog-page.json";

const line = requiredText;

export const blogPageSchema = z.object({
  heading: line("Heading"),
  headingText: line("Introduction"),
  searchPlaceholder: line("Search field placeholder"),
  categoriesTitle: line("Categories title"),
  recentTitle: line("Recent posts title"),
  tagsTitle: line("Tags title"),
  readMore: line("Link at the foot of a post's card"),
  tags: z
    .array(line("Tag"))
    .min(1, "List at least one tag")
    .refine(
      (tags) => new Set(tags.map((tag) => tag.toLowerCase())).size === tags.length,
      "Each tag must be listed once",
    ),
});

export type BlogPage = z.infer<typeof blogPageSchema>;

/** The file under `root`, checked; a ContentError naming the field when an edit broke it. */
export async function readBlogPage(root: string): Promise<BlogPage> {
  const text = await readContentFile(root, BLOG_PAGE_FILE);
  const unreadable = (message: string): ContentIssue => ({
    file: BLOG_PAGE_FILE,
    field: WHOLE_FILE,
    code: "unreadable",
    message,
  });
  if (text === null) throw new ContentError([unreadable("the file is missing")]);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ContentError([unreadable("the file is not valid JSON")]);
  }
  return parseContent(blogPageSchema, data, BLOG_PAGE_FILE);
}

/** The blog page's copy from the content folder (CONTENT_ROOT, else the repository's); once per process in production. */
export const blogPage = readOnceInProduction(readBlogPage);

/** The content API's `sidebar` section: the page's copy without the list heading and the cards' link. */
export function sidebarOf(page: BlogPage): Omit<BlogPage, "heading" | "headingText" | "readMore"> {
  const { searchPlaceholder, categoriesTitle, recentTitle, tagsTitle, tags } = page;
  return { searchPlaceholder, categoriesTitle, recentTitle, tagsTitle, tags };
}

/** A post's tags that the list does not have, as problems of the post's file. */
export function unlistedTagIssues(file: string, tags: readonly string[], page: BlogPage): ContentIssue[] {
  return tags
    .filter((tag) => !page.tags.includes(tag))
    .map((tag) => ({
      file,
      field: "tags",
      code: "invalid" as const,
      message: `"${tag}" is not one of the blog's tags (${BLOG_PAGE_FILE}, "Blog: heading, sidebar and tags")`,
    }));
}
