import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { categoryHref, categoryNames, categorySlug, postsInCategory } from "@/lib/blog/categories";
import { pageMetadata } from "@/lib/seo";
import { publishedPosts, visiblePosts } from "../../../_blog/posts";

type Props = { params: Promise<{ slug: string }> };

// One prerendered page per category that has published posts, regenerated at most hourly. Another slug renders on
// request: a category a scheduled post has brought by now, or in Draft Mode, else a 404.
export const dynamicParams = true;
export const revalidate = 3600;

export async function generateStaticParams() {
  return categoryNames(await publishedPosts()).map((name) => ({ slug: categorySlug(name) }));
}

const categoryOf = async ({ params }: Props) => postsInCategory(await visiblePosts(), (await params).slug) ?? notFound();

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
