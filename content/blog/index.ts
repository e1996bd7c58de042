export type { BlogPost } from "./types";

// The posts themselves are content/blog/posts/*.mdoc, edited at /keystatic and read by lib/content/blog.ts.

/** Where a post lives: `${BLOG_POST_PATH}/${slug}` is its canonical URL (the sitemap lists these). */
export const BLOG_POST_PATH = "/blog-details-right-sidebar";

/** The blog's heading and introduction, above every list of posts (and in the content API's `blog` section). */
export const blogHeading = {
  heading: "The LeadFlow Blog",
  headingText:
    "Practical playbooks for capturing, assigning, following up and converting leads, written for sales teams and the people who manage them.",
};
