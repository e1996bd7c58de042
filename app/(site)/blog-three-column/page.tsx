import { BlogListView } from "@/components/blog/blog-list-view";
import { LIST_LAYOUTS } from "@/lib/blog/layouts";
import { listPageMetadata } from "@/lib/blog/metadata";
import { visiblePosts } from "../_blog/posts";

const layout = LIST_LAYOUTS.threeColumn;

export const metadata = listPageMetadata(layout, 1);

// Regenerated at most hourly: a scheduled post appears on its day without a rebuild.
export const revalidate = 3600;

export default async function BlogThreeColumnPage() {
  return <BlogListView layout={layout} page={1} posts={await visiblePosts()} />;
}
