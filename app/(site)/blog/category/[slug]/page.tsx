import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { categoryHref, categoryNames, categorySlug, postsInCategory } from "@/lib/content/blog/categories";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";
import { pagePosts, visiblePosts } from "../../../_blog/posts";

type Props = { params: Promise<{ slug: string }> };

// One prerendered page per category of any post (a 404 while none of its posts is public), regenerated at most every 5 minutes;
// any other slug is a 404 (app/(site)/_blog/posts.ts).
export const dynamicParams = false;
export const revalidate = 300;

export async function generateStaticParams() {
  return categoryNames(await pagePosts()).map((name) => ({ slug: categorySlug(name) }));
}

const categoryOf = async ({ params }: Props) =>
  postsInCategory(await visiblePosts(), (await params).slug) ?? notFound();

export async function generateMetadata(props: Props) {
  const { name } = await categoryOf(props);
  return editablePageMetadata({
    title: `${name}: blog posts`,
    description: `LeadFlow blog posts on ${name.toLowerCase()}: practical guides for sales teams.`,
    path: categoryHref(name),
  });
}

export default async function BlogCategoryPage(props: Props) {
  const { name, posts } = await categoryOf(props);
  return (
    <FilteredListView
      kind="category"
      name={name}
      posts={posts}
      readMore={(await blogPage()).readMore}
      words={(await interfaceWords()).blog}
    />
  );
}
