import type { Metadata } from "next";
import type { BlogPost } from "@/content/blog/types";
import { pageMetadata } from "@/lib/seo";
import { postHref, type ListLayout } from "./layouts";
import { pageHref } from "./pagination";

export function listPageMetadata(layout: ListLayout, page: number): Metadata {
  const title = page > 1 ? `${layout.metaTitle}, page ${page}` : layout.metaTitle;
  const description = page > 1 ? `${layout.metaDescription} Page ${page}.` : layout.metaDescription;
  return pageMetadata({ title, description, path: pageHref(layout.path, page) });
}

// Both detail layouts show the same article, so both name the right-sidebar URL as canonical.
export function postMetadata(post: BlogPost): Metadata {
  const base = pageMetadata({ title: post.title, description: post.excerpt, path: postHref(post.slug), type: "article" });
  return {
    ...base,
    authors: [{ name: post.author }],
    openGraph: { ...base.openGraph, type: "article", publishedTime: post.date, authors: [post.author], section: post.category },
  };
}
