import { postImage } from "@/components/blog/post-image";
import { getPosts } from "@/lib/content/blog/posts";
import { newestPost, requirePost } from "./posts";

// What the opengraph-image files beside both detail layouts serve. Each file keeps its own route settings (alt, size,
// contentType, revalidate), which Next reads from the file itself.

type Props = { params: Promise<{ slug: string }> };

/**
 * The PNGs of the posts public at build time are built then; any other post's is made on its first request and kept
 * (dynamicParams), regenerated every 5 minutes like the pages: a post scheduled after the build has its image from
 * its minute on, and a draft's or an unknown slug's is a 404 until it is public.
 */
export async function publishedPostParams() {
  return (await getPosts()).map((post) => ({ slug: post.slug }));
}

export async function postOpengraphImage({ params }: Props) {
  return postImage(requirePost(await getPosts(), (await params).slug));
}

/** The bare detail routes show the newest post: its card. */
export async function newestPostOpengraphImage() {
  return postImage(newestPost(await getPosts()));
}
