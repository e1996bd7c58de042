import type { Metadata } from "next";
import { BlogListView } from "@/components/blog/blog-list-view";
import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { listPageMetadata } from "@/lib/content/blog/metadata";
import { listPageParams, pagePosts, requireListPage, visiblePosts } from "./posts";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";

type Props = { params: Promise<{ page: string }> };
type ListName = keyof typeof LIST_LAYOUTS;

/** The pieces of a list's base URL (`/{list}`): its page 1, regenerated at most every 5 minutes (its file's `revalidate`). */
export function firstListPage(name: ListName) {
  const layout = LIST_LAYOUTS[name];
  return {
    generateMetadata: () => listPageMetadata(layout, 1),
    Page: async function BlogList() {
      const { blog: words, everyPage: trail } = await interfaceWords();
      return (
        <BlogListView
          layout={layout}
          page={1}
          posts={await visiblePosts()}
          copy={await blogPage()}
          words={words}
          trail={trail}
        />
      );
    },
  };
}

/**
 * The pieces of a `/{list}/page/[page]` route for one list layout: pages 2..n for every post are prerendered (a 404
 * while its posts are not public yet) and regenerated at most every 5 minutes; any other number is a 404 (its file's
 * `dynamicParams` and `revalidate`, which Next reads from the file itself). Page 1 is the list's base URL.
 */
export function pagedListRoute(name: ListName) {
  const layout = LIST_LAYOUTS[name];
  return {
    generateStaticParams: async () => listPageParams(await pagePosts(), layout),
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      listPageMetadata(layout, requireListPage(await visiblePosts(), layout, (await params).page)),
    Page: async function PagedBlogList({ params }: Props) {
      const [posts, { blog: words, everyPage: trail }] = await Promise.all([visiblePosts(), interfaceWords()]);
      return (
        <BlogListView
          layout={layout}
          page={requireListPage(posts, layout, (await params).page)}
          posts={posts}
          copy={await blogPage()}
          words={words}
          trail={trail}
        />
      );
    },
  };
}
