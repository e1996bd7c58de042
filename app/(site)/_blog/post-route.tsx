import type { Metadata } from "next";
import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postMetadata } from "@/lib/content/blog/metadata";
import type { DetailSide } from "@/lib/content/blog/layouts";
import { commentsForPostPage } from "@/lib/inbox/comments/post-page";
import type { FormAction } from "@/lib/platform/forms/forms";
import type { CommentField } from "@/lib/inbox/comments/schema";
import { ContentProblems } from "@/components/blog/content-problems";
import { postProblems, slugsWithProblems } from "@/lib/content/blog/posts";
import { newestPost, pagePosts, requirePost, visiblePosts } from "./posts";
import type { BlogPost } from "@/lib/content/blog/types";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";
import { postComment } from "../_actions/comments";

type Props = { params: Promise<{ slug: string }> };

/**
 * The pieces of a `/blog-details-{side}-sidebar/[slug]` route. Every post but the drafts is prerendered (a 404 while
 * it is scheduled) and regenerated at most every 5 minutes: a scheduled post appears from its minute without a
 * rebuild; Draft Mode renders any post. Any other slug, a draft's included, is Next's plain 404 (its file's
 * `dynamicParams` and `revalidate`, which Next reads from the file itself).
 */
export function postRoute(side: DetailSide, commentAction: FormAction<CommentField> = postComment) {
  return {
    // In next dev a post with a mistake has its page too, showing the mistake (none in production: the build fails).
    generateStaticParams: async () =>
      [...(await pagePosts()).map((post) => post.slug), ...(await slugsWithProblems())].map((slug) => ({
        slug,
      })),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => {
      const { slug } = await params;
      // In next dev a post with a mistake is left out of the posts: its head names the mistake, as its page does,
      // where requirePost's notFound() would turn the whole answer into "Page not found".
      const problems = await postProblems(slug);
      if (problems.length > 0) return { title: `Mistakes to fix: ${problems[0].file}`, robots: { index: false } };
      return postMetadata(requirePost(await visiblePosts(), slug));
    },
    Page: async function BlogPostPage({ params }: Props) {
      const { slug } = await params;
      const problems = await postProblems(slug);
      if (problems.length > 0) return <ContentProblems issues={problems} />;
      const posts = await visiblePosts();
      return postView(requirePost(posts, slug), posts, side, commentAction);
    },
  };
}

/**
 * A bare `/blog-details-{side}-sidebar` route: the newest post, whose canonical URL is the post's own page;
 * regenerated at most every 5 minutes (its file's `revalidate`), so a scheduled post takes its place from its minute.
 */
export function newestPostRoute(side: DetailSide, commentAction: FormAction<CommentField> = postComment) {
  return {
    generateMetadata: async (): Promise<Metadata> => postMetadata(newestPost(await visiblePosts())),
    Page: async function NewestPostPage() {
      const posts = await visiblePosts();
      return postView(newestPost(posts), posts, side, commentAction);
    },
  };
}

/** A post with its neighbours in the list, its comments and the blog page's sidebar copy. */
async function postView(post: BlogPost, posts: BlogPost[], side: DetailSide, commentAction: FormAction<CommentField>) {
  const { blog: words, everyPage: trail } = await interfaceWords();
  return (
    <BlogDetailView
      post={post}
      posts={posts}
      comments={await commentsForPostPage(post.slug)}
      side={side}
      commentAction={commentAction}
      sidebar={await blogPage()}
      words={words}
      trail={trail}
    />
  );
}
