import { POST_IMAGE_ALT, postImage } from "@/components/blog/post-image";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { getPosts } from "@/lib/content/blog";
import { newestPost } from "../_blog/posts";

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// The bare route shows the newest post: its card (the post routes below have their own file).
export default async function NewestPostOpengraphImage() {
  return postImage(newestPost(await getPosts()));
}
