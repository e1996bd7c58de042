import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { blogPage } from "@/lib/content/blog/blog-page";
import * as blog from "@/lib/content/blog/categories";
import { interfaceWords } from "@/lib/content/interface-words";
import { filteredListMetadata } from "@/lib/content/blog/metadata";
import { pagePosts, visiblePosts } from "./posts";

type Props = { params: Promise<{ slug: string }> };

const KINDS = {
  category: { names: blog.categoryNames, find: blog.postsInCategory, href: blog.categoryHref },
  tag: { names: blog.tagNames, find: blog.postsWithTag, href: blog.tagHref },
};

/**
 * The pieces of a `/blog/{category,tag}/[slug]` route: one prerendered page per category or tag of any post (a 404
 * while none of its posts is public), regenerated at most every 5 minutes; any other slug is a 404 (its file's
 * `dynamicParams` and `revalidate`, which Next reads from the file itself).
 */
export function filteredListRoute(kind: keyof typeof KINDS) {
  const { names, find, href } = KINDS[kind];
  const listOf = async ({ params }: Props) => find(await visiblePosts(), (await params).slug) ?? notFound();
  return {
    generateStaticParams: async () => names(await pagePosts()).map((name) => ({ slug: blog.categorySlug(name) })),
    generateMetadata: async (props: Props) => {
      const { name } = await listOf(props);
      return filteredListMetadata(kind, name, href(name));
    },
    Page: async function FilteredBlogList(props: Props) {
      const [{ name, posts }, { blog: words, everyPage: trail }] = await Promise.all([listOf(props), interfaceWords()]);
      return (
        <FilteredListView
          kind={kind}
          name={name}
          posts={posts}
          readMore={(await blogPage()).readMore}
          words={words}
          trail={trail}
        />
      );
    },
  };
}
