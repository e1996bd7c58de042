import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import type { BlogPost } from "@/content/blog/types";
import { findPost } from "@/lib/blog/collection";
import type { ListLayout } from "@/lib/blog/layouts";
import { extraPageParams, pageCount, parsePageParam } from "@/lib/blog/pagination";
import { getPosts } from "@/lib/content/blog";

// Which posts the blog routes show. Prerendered (and regenerated hourly, see REVALIDATE_SECONDS in the routes) for
// everyone: the published posts. In Draft Mode (/api/draft): every post, drafts and scheduled ones included.

/** For generateStaticParams: it runs at build time, with no request and so no Draft Mode. */
export const publishedPosts = (): Promise<BlogPost[]> => getPosts();

/** For rendering: every post in Draft Mode, the published ones otherwise. */
export async function visiblePosts(): Promise<BlogPost[]> {
  return getPosts({ preview: (await draftMode()).isEnabled });
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
