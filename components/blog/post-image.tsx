import { ImageResponse } from "next/og";
import type { BlogPost } from "@/lib/content/blog/types";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { PostSocialCard } from "./post-social-card";

// What the opengraph-image files beside the blog's detail routes serve; each is generated at build time.

export const POST_IMAGE_ALT = "The post's title and author on a LeadFlow blog card";

export function postImage(post: BlogPost): ImageResponse {
  return new ImageResponse(
    <PostSocialCard title={post.title} author={post.author} category={post.category} />,
    SOCIAL_IMAGE_SIZE,
  );
}
