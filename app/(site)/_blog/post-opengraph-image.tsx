import { POST_IMAGE_ALT, postImage } from "@/components/blog/post-image";
import { SOCIAL_IMAGE_SIZE } from "@/components/site/social-card";
import { getPosts } from "@/lib/content/blog/posts";
import { interfaceWords } from "@/lib/content/interface-words";
import { notFound } from "next/navigation";
import { newestPost, notPublicYet } from "./posts";

// What the opengraph-image files beside both detail layouts serve, with its alt text, size and type. Each file keeps
// its own `revalidate` and `dynamicParams`, which Next reads from the file itself.

export const alt = POST_IMAGE_ALT;
export const size = SOCIAL_IMAGE_SIZE;
export const contentType = "image/png";

type Props = { params: Promise<{ slug: string }> };

/**
 * The PNGs of the posts public at build time are built then; any other post's is made on its first request and kept
 * (dynamicParams), regenerated every 5 minutes like the pages and at the post's moment (lib/server/blog-schedule.ts):
 * a post scheduled after the build has its image from its minute on; a draft's or an unknown slug's is a 404.
 */
export async function generateStaticParams() {
  return (await getPosts()).map((post) => ({ slug: post.slug }));
}

export async function postOpengraphImage({ params }: Props) {
  const { slug } = await params;
  const post = (await getPosts()).find((candidate) => candidate.slug === slug);
  if (post) return postImage(post, (await interfaceWords()).blog);
  // Scheduled: a 404 its moment replaces. A draft's or an unknown slug's stays Next's own 404.
  if ((await getPosts({ preview: true })).some((candidate) => candidate.slug === slug && !candidate.draft))
    return notPublicYet();
  notFound();
}

/** The bare detail routes show the newest post: its card. */
export async function newestPostOpengraphImage() {
  return postImage(newestPost(await getPosts()), (await interfaceWords()).blog);
}
