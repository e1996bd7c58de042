import { posts } from "@/content/blog";
import { findPost } from "@/lib/blog/collection";

/** The title of the post a comment belongs to (the moderation e-mail and page), if the post still exists. */
export function blogPostTitle(slug: string): string | undefined {
  return findPost(posts, slug)?.title;
}
