import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { blog } from "@/content/blog";
import { categoryHref, categoryNames, categorySlug, postsInCategory } from "@/lib/blog/categories";
import { pageMetadata } from "@/lib/seo";

type Props = { params: Promise<{ slug: string }> };

// One prerendered page per category that has posts; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return categoryNames(blog.blogData).map((name) => ({ slug: categorySlug(name) }));
}

const categoryOf = async ({ params }: Props) => postsInCategory(blog.blogData, (await params).slug) ?? notFound();

export async function generateMetadata(props: Props) {
  const { name } = await categoryOf(props);
  return pageMetadata({
    title: `${name}: blog posts`,
    description: `LeadFlow blog posts on ${name.toLowerCase()}: practical guides for sales teams.`,
    path: categoryHref(name),
  });
}

export default async function BlogCategoryPage(props: Props) {
  const { name, posts } = await categoryOf(props);
  return <FilteredListView kind="category" name={name} posts={posts} />;
}
