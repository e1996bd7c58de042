import type { Metadata } from "next";
import type { ListLayout } from "@/lib/blog/layouts";
import { listPageMetadata } from "@/lib/blog/metadata";
import { BlogListView } from "./blog-list-view";
import { listPageParams, requireListPage } from "./route-helpers";

type Props = { params: Promise<{ page: string }> };

/** The pieces of a `/{list}/page/[page]` route for one list layout (pages 2..n; page 1 is the list's base URL). */
export function pagedListRoute(layout: ListLayout) {
  return {
    generateStaticParams: () => listPageParams(layout),
    generateMetadata: async ({ params }: Props): Promise<Metadata> => listPageMetadata(layout, requireListPage(layout, (await params).page)),
    Page: async function PagedBlogList({ params }: Props) {
      return <BlogListView layout={layout} page={requireListPage(layout, (await params).page)} />;
    },
  };
}
