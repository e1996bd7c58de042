import type { Metadata } from "next";
import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postMetadata } from "@/lib/blog/metadata";
import type { DetailSide } from "@/lib/blog/layouts";
import type { FormAction } from "@/lib/forms";
import type { CommentField } from "@/lib/validation/comment";
import { publishedPosts, requirePost, visiblePosts } from "./posts";

type Props = { params: Promise<{ slug: string }> };

/**
 * The pieces of a `/blog-details-{side}-sidebar/[slug]` route: every published post prerendered; a slug that is not
 * (yet) public is rendered on request, a 404 until its day comes (or in Draft Mode, the post).
 */
export function postRoute(side: DetailSide, commentAction: FormAction<CommentField>) {
  return {
    generateStaticParams: async () => (await publishedPosts()).map((post) => ({ slug: post.slug })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => postMetadata(requirePost(await visiblePosts(), (await params).slug)),
    Page: async function BlogPostPage({ params }: Props) {
      const posts = await visiblePosts();
      return <BlogDetailView post={requirePost(posts, (await params).slug)} posts={posts} side={side} commentAction={commentAction} />;
    },
  };
}
