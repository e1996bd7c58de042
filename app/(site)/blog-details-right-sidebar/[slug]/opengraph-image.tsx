import { POST_IMAGE_ALT, postImage } from "@/components/blog/post-image";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { getPosts } from "@/lib/content/blog";
import { requirePost } from "../../_blog/posts";

type Props = { params: Promise<{ slug: string }> };

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

// One PNG per published post, generated at build time as the posts' pages are; any other slug (a draft's too) is a 404.
export const dynamicParams = false;

export async function generateStaticParams() {
  return (await getPosts()).map((post) => ({ slug: post.slug }));
}

export default async function PostOpengraphImage({ params }: Props) {
  return postImage(requirePost(await getPosts(), (await params).slug));
}
