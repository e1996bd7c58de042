import { notFound } from "next/navigation";
import { posts } from "@/content/blog";
import type { BlogPost } from "@/content/blog/types";
import { findPost, newestFirst } from "@/lib/blog/collection";
import type { ListLayout } from "@/lib/blog/layouts";
import { extraPageParams, pageCount, parsePageParam } from "@/lib/blog/pagination";

// Shared by the blog route files so each stays a few lines long.

export function postParams(): { slug: string }[] {
  return posts.map((post) => ({ slug: post.slug }));
}

export function requirePost(slug: string): BlogPost {
  return findPost(posts, slug) ?? notFound();
}

export function newestPost(): BlogPost {
  return newestFirst(posts)[0] ?? notFound();
}

export function listPageParams(layout: ListLayout): { page: string }[] {
  return extraPageParams(pageCount(posts.length, layout.pageSize));
}

/** The page number of a `/page/[page]` segment, or a 404 for anything that is not an existing page 2..n. */
export function requireListPage(layout: ListLayout, value: string): number {
  return parsePageParam(value, pageCount(posts.length, layout.pageSize)) ?? notFound();
}
