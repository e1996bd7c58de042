import { BlogListView } from "@/components/blog/blog-list-view";
import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { listPageMetadata } from "@/lib/content/blog/metadata";
import { visiblePosts } from "../_blog/posts";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";

const layout = LIST_LAYOUTS.threeColumn;

export const metadata = listPageMetadata(layout, 1);

// Regenerated at most every 5 minutes: a scheduled post appears from its minute without a rebuild.
export const revalidate = 300;

export default async function BlogThreeColumnPage() {
  return (
    <BlogListView
      layout={layout}
      page={1}
      posts={await visiblePosts()}
      copy={await blogPage()}
      words={(await interfaceWords()).blog}
    />
  );
}
