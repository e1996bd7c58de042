import { BLOG_POST_PATH } from "@/content/blog";
import { categoryHref, categoryNames, tagHref, tagNames } from "@/lib/blog/categories";
import { DETAIL_LAYOUTS, LIST_LAYOUTS, postHref } from "@/lib/blog/layouts";
import { pageCount, pageHref } from "@/lib/blog/pagination";
import { INDEXED_PATHS } from "@/lib/sitemap";

// The pages a link written in the content may point to: a link to anything else is a broken edit (lib/content).

/** Linked to from copy although search engines are not pointed at them (lib/sitemap.ts leaves them out). */
const LINKABLE_UNINDEXED = ["/signup", "/theme-two", "/theme-three", "/theme-four", "/theme-five", "/theme-six"];

type Post = { slug: string; category: string; tags: readonly string[] };

/** Every page of the site a link may name, for the given posts (all of them, drafts and scheduled ones included). */
export function linkablePaths(posts: readonly Post[]): Set<string> {
  const detailRoutes = Object.values(DETAIL_LAYOUTS).map((layout) => layout.path);
  const listPages = Object.values(LIST_LAYOUTS).flatMap((layout) =>
    Array.from({ length: pageCount(posts.length, layout.pageSize) }, (_, index) => pageHref(layout.path, index + 1)),
  );
  return new Set([
    ...INDEXED_PATHS,
    ...LINKABLE_UNINDEXED,
    ...detailRoutes,
    ...listPages,
    ...posts.flatMap((post) => detailRoutes.map((path) => postHref(post.slug, path))),
    ...categoryNames(posts).map(categoryHref),
    ...tagNames(posts).map(tagHref),
  ]);
}

/** Why a link does not work, or null when it does: other sites, mail and phone links are not checked. */
export function linkProblem(href: string, paths: ReadonlySet<string>): string | null {
  if (href.startsWith("#") || /^(https?:\/\/|mailto:|tel:)/i.test(href)) return null;
  if (!href.startsWith("/") || href.startsWith("//")) {
    return `"${href}" is not a link this site can follow: write pages of the site as a path from the root (e.g. /pricing), other sites with https://`;
  }
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  return paths.has(path)
    ? null
    : `"${href}" links to a page that does not exist on this site (e.g. ${BLOG_POST_PATH}/<post slug>, /pricing)`;
}
