import type { BlogPostSummary } from "@/lib/content/types";
import { newestFirst } from "./collection";
import { postHref } from "./layouts";
import { publishedOnly } from "./visibility";

/** Where the feed is served (app/(site)/blog/feed.xml/route.ts) and linked from the blog's pages (lib/content/blog/metadata.ts). */
export const FEED_PATH = "/blog/feed.xml";
export const FEED_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

type FeedPost = Pick<BlogPostSummary, "slug" | "title" | "author" | "date" | "draft" | "excerpt" | "category">;

export type FeedOptions = {
  title: string;
  description: string;
  /** The public origin every link names (lib/platform/env canonicalUrl: the public site's, also in a preview). */
  origin: string;
  /** The blog's list page, the channel's link. */
  listPath: string;
  posts: readonly FeedPost[];
  now?: Date;
};

// XML 1.0 allows neither these control characters nor an unescaped & or <, even inside a title.
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** RFC 822 as RSS 2.0 wants it ("Tue, 10 Nov 2026 00:00:00 GMT") for a post's ISO day. */
export function rssDate(isoDay: string): string {
  return new Date(`${isoDay}T00:00:00Z`).toUTCString();
}

const element = (name: string, value: string, attributes = "") => `<${name}${attributes}>${escapeXml(value)}</${name}>`;

/** RSS 2.0 of the published posts only (lib/content/blog/visibility.ts), newest first, every URL absolute on `origin`. */
export function rssFeed({ title, description, origin, listPath, posts, now = new Date() }: FeedOptions): string {
  const published = newestFirst(publishedOnly(posts, now));
  const items = published.map((post) => {
    const url = `${origin}${postHref(post.slug)}`;
    return [
      "<item>",
      element("title", post.title),
      element("link", url),
      element("guid", url, ' isPermaLink="true"'),
      element("pubDate", rssDate(post.date)),
      element("description", post.excerpt),
      // RSS's own <author> must be an e-mail address; feed readers show dc:creator as the author's name.
      element("dc:creator", post.author),
      element("category", post.category),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", title),
    element("link", `${origin}${listPath}`),
    element("description", description),
    "<language>en</language>",
    published[0] ? element("lastBuildDate", rssDate(published[0].date)) : "",
    `<atom:link href="${escapeXml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}
