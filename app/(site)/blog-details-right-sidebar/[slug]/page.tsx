import type { Metadata } from "next";
import { BlogDetailView } from "@/components/blog/blog-detail-view";
import { postParams, requirePost } from "@/components/blog/route-helpers";
import { postMetadata } from "@/lib/blog/metadata";

type Props = { params: Promise<{ slug: string }> };

// Every post is prerendered; an unknown slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return postParams();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata(requirePost((await params).slug));
}

export default async function BlogDetailsRightSidebarPostPage({ params }: Props) {
  const post = requirePost((await params).slug);
  return <BlogDetailView post={post} side="right" />;
}
