import { notFound } from "next/navigation";
import { FilteredListView } from "@/components/blog/filtered-list-view";
import { blogPage } from "@/lib/content/blog/blog-page";
import * as blog from "@/lib/content/blog/categories";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { pagePosts, visiblePosts } from "./posts";

type Props = { params: Promise<{ slug: string }> };

const KINDS = {
  category: {
    names: blog.categoryNames,
    find: blog.postsInCategory,
    href: blog.categoryHref,
    about: (name: string) => `on ${name.toLowerCase()}`,
  },
  tag: { names: blog.tagNames, find: blog.postsWithTag, href: blog.tagHref, about: (name: string) => `tagged ${name}` },
};

/**
 * The pieces of a `/blog/{category,tag}/[slug]` route: one prerendered page per category or tag of any post (a 404
 * while none of its posts is public), regenerated at most every 5 minutes; any other slug is a 404 (its file's
 * `dynamicParams` and `revalidate`, which Next reads from the file itself).
 */
export function filteredListRoute(kind: keyof typeof KINDS) {
  const { names, find, href, about } = KINDS[kind];
  const listOf = async ({ params }: Props) => find(await visiblePosts(), (await params).slug) ?? notFound();
  return {
    generateStaticParams: async () => names(await pagePosts()).map((name) => ({ slug: blog.categorySlug(name) })),
    generateMetadata: async (props: Props) => {
      const { name } = await listOf(props);
      const description = `LeadFlow blog posts ${about(name)}: practical guides for sales teams.`;
      return editablePageMetadata({ title: `${name}: blog posts`, description, path: href(name) });
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
