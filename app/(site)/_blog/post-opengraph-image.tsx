import { postImage } from "@/components/blog/post-image";
import { getPosts } from "@/lib/content/blog";
import { newestPost, requirePost } from "./posts";

// What the opengraph-image files beside both detail layouts serve. Each file keeps its own route settings (alt, size,
// contentType, dynamicParams), which Next reads from the file itself.

type Props = { params: Promise<{ slug: string }> };

/** One PNG per published post, built at build time; any other slug (a draft's too) is a 404. */
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
