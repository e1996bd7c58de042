import { categoryHref, categoryNames, tagHref, tagNames } from "./categories";
import { FEED_PATH } from "./feed";
import { DETAIL_LAYOUTS, LIST_LAYOUTS, postHref } from "./layouts";
import { pageCount, pageHref } from "./pagination";
import { publishInstant } from "./publish-moment";

// Which addresses change when a scheduled post's moment comes, for the periodic task that revalidates them then
// (lib/server/blog-schedule.ts, docs/content.md "Scheduling").

type Scheduled = { slug: string; date: string; publishAt?: string; draft?: boolean; category: string; tags: string[] };

/** The posts (never drafts) whose publish instant is after `from` and at or before `to` (ms since 1970). */
export function postsComingPublic<T extends Scheduled>(posts: readonly T[], from: number, to: number): T[] {
  return posts.filter((post) => {
    if (post.draft) return false;
    const instant = publishInstant(post.publishAt ?? post.date);
    return instant !== null && instant > from && instant <= to;
  });
}

/**
 * Every address that shows one of `due` or changes with it, given every post but the drafts (`posts`, `due`
 * included): the due posts' own pages first (both detail layouts) and their images, then each list layout's pages,
 * the bare detail routes (the newest post), every category and tag page, every other post's pages (their sidebars
 * list the recent posts), the sitemap and the feed. `images(slug)`: the addresses of a post's image files
 * (/images/blog/<slug>/<file>).
 */
export function addressesShowing<T extends Scheduled>(
  posts: readonly T[],
  due: readonly T[],
  images: (slug: string) => readonly string[],
): { showing: string[]; sidebars: string[] } {
  const detailPaths = Object.values(DETAIL_LAYOUTS).map((layout) => layout.path);
  const postPages = (post: T) => detailPaths.map((path) => postHref(post.slug, path));
  const listPages = Object.values(LIST_LAYOUTS).flatMap((layout) =>
    Array.from({ length: pageCount(posts.length, layout.pageSize) }, (_, index) => pageHref(layout.path, index + 1)),
  );
  const showing = new Set([
    ...due.flatMap((post) => [...postPages(post), ...images(post.slug)]),
    ...listPages,
    ...detailPaths,
    ...categoryNames(posts).map(categoryHref),
    ...tagNames(posts).map(tagHref),
    "/sitemap.xml",
    FEED_PATH,
  ]);
  // The other posts' pages name the newest posts in their sidebars.
  const sidebars = posts.filter((post) => !due.includes(post)).flatMap(postPages);
  return { showing: [...showing], sidebars: [...new Set(sidebars)].filter((path) => !showing.has(path)) };
}
