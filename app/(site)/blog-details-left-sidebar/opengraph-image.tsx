import { POST_IMAGE_ALT } from "@/components/blog/post-image";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { newestPostOpengraphImage } from "../_blog/post-opengraph-image";

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";
export const revalidate = 300;
export default newestPostOpengraphImage;
