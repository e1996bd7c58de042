import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postComment } from "../_actions/comments";
import { newestPost } from "@/components/blog/route-helpers";
import { postMetadata } from "@/lib/blog/metadata";

// The bare route shows the newest post; its canonical URL is that post's own page.
const post = newestPost();

export const metadata = postMetadata(post);

export default function BlogDetailsRightSidebarPage() {
  return <BlogDetailView post={post} side="right" commentAction={postComment} />;
}
