import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { categorySlug, postsWithTag, tagHref, tagNames } from "@/lib/content/blog/categories";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";
import { pagePosts, visiblePosts } from "../../../_blog/posts";

type Props = { params: Promise<{ slug: string }> };

// One prerendered page per tag some post carries (a 404 while none of them is public), regenerated at most every 5 minutes;
// any other slug is a 404 (app/(site)/_blog/posts.ts).
export const dynamicParams = false;
export const revalidate = 300;

export async function generateStaticParams() {
  return tagNames(await pagePosts()).map((name) => ({ slug: categorySlug(name) }));
}

const tagOf = async ({ params }: Props) => postsWithTag(await visiblePosts(), (await params).slug) ?? notFound();

export async function generateMetadata(props: Props) {
  const { name } = await tagOf(props);
  return editablePageMetadata({
    title: `${name}: blog posts`,
    description: `LeadFlow blog posts tagged ${name}: practical guides for sales teams.`,
    path: tagHref(name),
  });
}

export default async function BlogTagPage(props: Props) {
  const { name, posts } = await tagOf(props);
  return (
    <FilteredListView
      kind="tag"
      name={name}
      posts={posts}
      readMore={(await blogPage()).readMore}
      words={(await interfaceWords()).blog}
    />
  );
}
