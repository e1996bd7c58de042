import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { blog } from "@/content/blog";
import { categorySlug, postsWithTag, tagHref, tagNames } from "@/lib/blog/categories";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

// One prerendered page per tag that some post carries; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return tagNames(blog.blogData).map((name) => ({ slug: categorySlug(name) }));
}

const tagOf = async ({ params }: Props) => postsWithTag(blog.blogData, (await params).slug) ?? notFound();

export async function generateMetadata(props: Props) {
  const { name } = await tagOf(props);
  return pageMetadata({
    title: `${name}: blog posts`,
    description: `LeadFlow blog posts tagged ${name}: practical guides for sales teams.`,
    path: tagHref(name),
  });
}

export default async function BlogTagPage(props: Props) {
  const { name, posts } = await tagOf(props);
  return <FilteredListView kind="tag" name={name} posts={posts} />;
}
