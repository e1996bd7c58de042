import { POST_IMAGE_ALT, postImage } from "@/components/blog/post-image";
import { newestPost } from "@/components/blog/route-helpers";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// The bare route shows the newest post: its card (the post routes below have their own file).
export default function NewestPostOpengraphImage() {
  return postImage(newestPost());
}
