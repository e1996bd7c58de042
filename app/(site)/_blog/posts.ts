import { notFound } from "next/navigation";
import type { BlogPost } from "@/lib/content/blog/types";
import { findPost } from "@/lib/content/blog/collection";
import type { ListLayout } from "@/lib/content/blog/layouts";
import { extraPageParams, pageCount, parsePageParam } from "@/lib/content/blog/pagination";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getPosts } from "@/lib/content/blog/posts";
import { blogNow } from "@/lib/content/blog/clock";
import { isPublished } from "@/lib/content/blog/visibility";
import { draftViewer } from "@/lib/content/draft-session";
import { contentIssues } from "@/lib/content/check";
import { assertNoIssues } from "@/lib/platform/text/content-errors";
import { env } from "@/lib/platform/env";

// Which posts the blog routes show: the published ones, prerendered and regenerated every 5 minutes (revalidate in each route);
// in Draft Mode (/api/draft) every post, drafts and scheduled ones included.
//
// Every route's params come from every post but the drafts: published and scheduled ones. A scheduled post's pages
// are prerendered as 404s (the post is not public yet), revalidated and rendered again at its moment by the periodic
// task blog-schedule (lib/server/blog-schedule.ts), so they appear from its minute without a rebuild. With every possible param known, the routes keep dynamicParams = false: an address no post has
// is Next's plain 404, never rendered on request and kept in the page cache (each made-up address would add files
// to it). A draft has no prerendered page, so its address answers exactly as an unknown one (docs/security.md);
// Draft Mode renders it anyway, as Next renders any param on request in Draft Mode.

/**
 * For generateStaticParams (build time: no request, so no Draft Mode): every post but the drafts, whatever it shows.
 * At build time it first runs the content check (lib/content/check.ts), once: any problem in the content fails the
 * build, all listed.
 */
export async function prerenderedPosts(): Promise<BlogPost[]> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) await checkedOnce();
  return (await getPosts({ preview: true })).filter((post) => !post.draft);
}

/**
 * For the pages' generateStaticParams: in production every post but the drafts (prerenderedPosts); in `next dev`,
 * which asks for the params on each request, only the public ones, so a scheduled post's address answers Next's own
 * 404 there (a page's notFound() in dev came after the answer had started: a 200 showing "Page not found"). Draft
 * Mode renders any param anyway, the editor's Preview included.
 */
export async function pagePosts(): Promise<BlogPost[]> {
  const posts = await prerenderedPosts();
  return env.production ? posts : posts.filter((post) => isPublished(post, blogNow()));
}

let check: Promise<void> | undefined;
const checkedOnce = () => (check ??= contentIssues(env.contentRoot).then(assertNoIssues));

/** For rendering: every post in Draft Mode with today's draft cookie (lib/content/draft-session.ts), the published ones otherwise. */
export async function visiblePosts(): Promise<BlogPost[]> {
  return getPosts({ preview: await draftViewer() });
}

/**
 * The answer of a route handler (a post's image, its social image) for a post that is not public yet: a 404 kept like
 * any answer of the route, with its revalidation period and its cache tags, so the post's moment replaces it
 * (lib/server/blog-schedule.ts). notFound() would not do: Next keeps a route handler's notFound() with neither, for good.
 */
export function notPublicYet(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export function requirePost(posts: readonly BlogPost[], slug: string): BlogPost {
  return findPost(posts, slug) ?? notFound();
}

/** The newest post, which the bare detail routes show. */
export function newestPost(posts: readonly BlogPost[]): BlogPost {
  return posts[0] ?? notFound();
}

export function listPageParams(posts: readonly BlogPost[], layout: ListLayout): { page: string }[] {
  return extraPageParams(pageCount(posts.length, layout.pageSize));
}

/** The page number of a `/page/[page]` segment, or a 404 for anything that is not an existing page 2..n. */
export function requireListPage(posts: readonly BlogPost[], layout: ListLayout, value: string): number {
  return parsePageParam(value, pageCount(posts.length, layout.pageSize)) ?? notFound();
}
