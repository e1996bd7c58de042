import { BlogListView } from "@/components/blog/blog-list-view";
import { LIST_LAYOUTS } from "@/lib/blog/layouts";
import { listPageMetadata } from "@/lib/blog/metadata";

const layout = LIST_LAYOUTS.leftSidebar;

export const metadata = listPageMetadata(layout, 1);

export default function BlogLeftSidebarPage() {
  return <BlogListView layout={layout} page={1} />;
}
