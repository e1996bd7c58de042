import type { Metadata } from "next";
import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postMetadata } from "@/lib/blog/metadata";
import type { DetailSide } from "@/lib/blog/layouts";
import { commentsForPostPage } from "@/lib/comments/post-page";
import type { FormAction } from "@/lib/forms";
import type { CommentField } from "@/lib/validation/comment";
import { ContentProblems } from "@/components/blog/content-problems";
import { postProblems, slugsWithProblems } from "@/lib/content/blog";
import { prerenderedPosts, requirePost, visiblePosts } from "./posts";

type Props = { params: Promise<{ slug: string }> };

/** The pieces of a `/blog-details-{side}-sidebar/[slug]` route: every post prerendered, a 404 while it is not public. */
export function postRoute(side: DetailSide, commentAction: FormAction<CommentField>) {
  return {
    // In next dev a post with a mistake has its page too, showing the mistake (none in production: the build fails).
    generateStaticParams: async () =>
      [...(await prerenderedPosts()).map((post) => post.slug), ...(await slugsWithProblems())].map((slug) => ({
        slug,
      })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      postMetadata(requirePost(await visiblePosts(), (await params).slug)),
    Page: async function BlogPostPage({ params }: Props) {
      const { slug } = await params;
      const problems = await postProblems(slug);
      if (problems.length > 0) return <ContentProblems issues={problems} />;
      const posts = await visiblePosts();
      const post = requirePost(posts, slug);
      return (
        <BlogDetailView
          post={post}
          posts={posts}
          comments={await commentsForPostPage(post.slug)}
          side={side}
          commentAction={commentAction}
        />
      );
    },
  };
}
