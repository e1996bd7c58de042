import type { MetadataRoute } from "next";
import { BLOG_POST_PATH } from "@/lib/content/blog/paths";
import { categoryHref, categoryNames, tagHref, tagNames } from "@/lib/content/blog/categories";
import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { pageCount, pageHref } from "@/lib/content/blog/pagination";
import { getPosts } from "@/lib/content/blog/posts";
import { env } from "@/lib/platform/env";
import { INDEXED_PATHS } from "@/lib/site/sitemap";

// Regenerated at most every 5 minutes, as the blog's pages are: a scheduled post is listed from its day on.
export const revalidate = 300;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getPosts();
  // The public site's URLs, also in a preview (lib/platform/build/deployment.ts).
  const url = (path: string) => `${env.canonicalUrl}${path === "/" ? "" : path}`;
  const pages = INDEXED_PATHS.map((path) => ({ url: url(path) }));
  const listPages = Object.values(LIST_LAYOUTS).flatMap((layout) =>
    Array.from({ length: pageCount(posts.length, layout.pageSize) - 1 }, (_, index) => ({
      url: url(pageHref(layout.path, index + 2)),
    })),
  );
  const postPages = posts.map((post) => ({ url: url(`${BLOG_POST_PATH}/${post.slug}`), lastModified: post.date }));
  const filteredLists = [...categoryNames(posts).map(categoryHref), ...tagNames(posts).map(tagHref)].map((path) => ({
    url: url(path),
  }));
  return [...pages, ...listPages, ...postPages, ...filteredLists];
}
