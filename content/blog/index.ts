import type { BlogContent } from "../types";
import { posts } from "./posts";

export { posts } from "./posts";
export type { BlogBlock, BlogPost } from "./types";

/** Where a post lives: `${BLOG_POST_PATH}/${slug}` is its canonical URL (the sitemap lists these). */
export const BLOG_POST_PATH = "/blog-details-right-sidebar";

/** Every post slug, newest first. */
export const postSlugs: string[] = posts.map((post) => post.slug);

export const blog: BlogContent = {
  heading: "The LeadFlow Blog",
  headingText:
    "Practical playbooks for capturing, assigning, following up and converting leads, written for sales teams and the people who manage them.",
  // The section serves summaries only; bodies stay on the detail pages.
  blogData: posts.map(({ slug, image, title, author, date, excerpt, category, tags }) => ({
    slug,
    image,
    title,
    author,
    date,
    excerpt,
    category,
    tags,
  })),
};
