import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postMetadata } from "@/lib/blog/metadata";
import { commentsForPostPage } from "@/lib/comments/post-page";
import { postComment } from "../_actions/comments";
import { newestPost, visiblePosts } from "../_blog/posts";
import { blogPage } from "@/lib/content/blog-page";

// The bare route shows the newest post; its canonical URL is that post's own page. Regenerated at most every 5 minutes, so a
// scheduled post takes its place from its minute.
export const revalidate = 300;

export async function generateMetadata() {
  return postMetadata(newestPost(await visiblePosts()));
}

export default async function BlogDetailsLeftSidebarPage() {
  const posts = await visiblePosts();
  const post = newestPost(posts);
  return (
    <BlogDetailView
      post={post}
      posts={posts}
      comments={await commentsForPostPage(post.slug)}
      side="left"
      commentAction={postComment}
      sidebar={await blogPage()}
    />
  );
}
