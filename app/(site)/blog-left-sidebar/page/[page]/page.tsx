import type { Metadata } from "next";
import { BlogListView } from "@/components/blog/blog-list-view";
import { listPageParams, requireListPage } from "@/components/blog/route-helpers";
import { LIST_LAYOUTS } from "@/lib/blog/layouts";
import { listPageMetadata } from "@/lib/blog/metadata";

const layout = LIST_LAYOUTS.leftSidebar;
type Props = { params: Promise<{ page: string }> };

// Pages 2..n are prerendered; any other number is a 404 (page 1 lives at /blog-left-sidebar).
export const dynamicParams = false;

export function generateStaticParams() {
  return listPageParams(layout);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listPageMetadata(layout, requireListPage(layout, (await params).page));
}

export default async function BlogLeftSidebarPagedPage({ params }: Props) {
  const page = requireListPage(layout, (await params).page);
  return <BlogListView layout={layout} page={page} />;
}
