import { BLOG_POST_PATH } from "@/lib/content/blog/paths";
import { categoryHref, categoryNames, tagHref, tagNames } from "@/lib/content/blog/categories";
import { DETAIL_LAYOUTS, LIST_LAYOUTS, postHref } from "@/lib/content/blog/layouts";
import { pageCount, pageHref } from "@/lib/content/blog/pagination";
import { INDEXED_PATHS } from "@/lib/site/sitemap";

// The one validator of links written in the content (site copy, blog posts, the FAQ): a link to anything but a page
// of this site, an in-page section, another site over https, mailto or tel is a broken edit.

/** Pages that exist but are not in the sitemap (noindex, or variants whose canonical URL is another page). */
export const UNLISTED_PATHS = [
  "/signup",
  "/thank-you",
  "/theme-two",
  "/theme-three",
  "/theme-four",
  "/theme-five",
  "/theme-six",
] as const;

/** The one list of the site's fixed pages a link may name. */
export const LINKABLE_PATHS: ReadonlySet<string> = new Set([...INDEXED_PATHS, ...UNLISTED_PATHS]);

/** Routes with a slug: without the list of posts, a link below them is accepted when its slug is a plain slug. */
export const SLUG_ROUTES = [
  "/blog/category/",
  "/blog/tag/",
  "/blog-details-left-sidebar/",
  "/blog-details-right-sidebar/",
  "/newsletter/",
] as const;

type Post = { slug: string; category: string; tags: readonly string[] };

/** Every page a link may name once the posts are known (all of them: whether a post is public is the blog's check). */
export function linkablePaths(posts: readonly Post[]): Set<string> {
  const detailRoutes = Object.values(DETAIL_LAYOUTS).map((layout) => layout.path);
  const listPages = Object.values(LIST_LAYOUTS).flatMap((layout) =>
    Array.from({ length: pageCount(posts.length, layout.pageSize) }, (_, index) => pageHref(layout.path, index + 1)),
  );
  return new Set([
    ...LINKABLE_PATHS,
    ...detailRoutes,
    ...listPages,
    ...posts.flatMap((post) => detailRoutes.map((path) => postHref(post.slug, path))),
    ...categoryNames(posts).map(categoryHref),
    ...tagNames(posts).map(tagHref),
  ]);
}

const isPlainSlugBelowRoute = (path: string) =>
  SLUG_ROUTES.some((route) => path.startsWith(route) && /^[a-z0-9-]+$/.test(path.slice(route.length)));

/**
 * Why a link does not work, or null when it does. `paths`: every page of the site (linkablePaths(posts)); without
 * it, the fixed pages and any plain slug below a slug route are accepted.
 */
export function linkProblem(href: string, paths?: ReadonlySet<string>): string | null {
  if (/^#[\w-]+$/.test(href)) return null;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(href) || /^tel:\+?[\d ()-]+$/.test(href)) return null;
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(href)) return null;
  if (!href.startsWith("/") || href.startsWith("//")) {
    return `"${href}" is not a link this site can follow: write a page of this site as a path from the root (/pricing), a section of the page (#pricing), another site with https://…, mailto: or tel:`;
  }
  const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
  const known = paths ? paths.has(path) : LINKABLE_PATHS.has(path) || isPlainSlugBelowRoute(path);
  return known
    ? null
    : `"${href}" links to a page that does not exist on this site (e.g. ${BLOG_POST_PATH}/<post slug>, /pricing)`;
}
