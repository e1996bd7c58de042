import { ImageResponse } from "next/og";
import type { BlogPost } from "@/lib/content/blog/types";
import type { BlogWords } from "@/lib/content/interface-words";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { fillWords } from "@/lib/site/words";
import { PostSocialCard } from "./post-social-card";

// What the opengraph-image files beside the blog's detail routes serve; each is generated at build time.

export const POST_IMAGE_ALT = "The post's title and author on a LeadFlow blog card";

/** words: the blog's name and the author line (content/interface-words.yaml). */
export function postImage(post: BlogPost, words: Pick<BlogWords, "blogName" | "byAuthor">): ImageResponse {
  return new ImageResponse(
    <PostSocialCard
      title={post.title}
      blogName={words.blogName}
      byline={fillWords(words.byAuthor, { author: post.author })}
      category={post.category}
    />,
    SOCIAL_IMAGE_SIZE,
  );
}
