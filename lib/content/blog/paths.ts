// The posts themselves are content/blog/posts/*.mdoc, edited at /keystatic and read by lib/content/blog/posts.ts.

/** Where a post lives: `${BLOG_POST_PATH}/${slug}` is its canonical URL (the sitemap lists these). */
export const BLOG_POST_PATH = "/blog-details-right-sidebar";
