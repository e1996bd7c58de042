import { getPost } from "@/lib/content/blog/posts";

/** The title of the post a comment belongs to (the moderation e-mail and page), if the post still exists. */
export async function blogPostTitle(slug: string): Promise<string | undefined> {
  return (await getPost(slug, { preview: true }))?.title;
}
