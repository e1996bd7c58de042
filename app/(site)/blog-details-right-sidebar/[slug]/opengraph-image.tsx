import { POST_IMAGE_ALT, postImage } from "@/components/blog/post-image";
import { postParams, requirePost } from "@/components/blog/route-helpers";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";

type Props = { params: Promise<{ slug: string }> };

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// One PNG per post, generated at build time as the posts' pages are; any other slug is a 404.
export const dynamicParams = false;
export const generateStaticParams = postParams;

export default async function PostOpengraphImage({ params }: Props) {
  return postImage(requirePost((await params).slug));
}
