import type { Metadata } from "next";
import { BlogListView } from "@/components/blog/blog-list-view";
import type { ListLayout } from "@/lib/content/blog/layouts";
import { listPageMetadata } from "@/lib/content/blog/metadata";
import { listPageParams, pagePosts, requireListPage, visiblePosts } from "./posts";
import { blogPage } from "@/lib/content/blog/blog-page";
import { interfaceWords } from "@/lib/content/interface-words";

type Props = { params: Promise<{ page: string }> };

/** The pieces of a list's base URL (`/{list}`): its page 1. */
export function firstListPage(layout: ListLayout) {
  return {
    metadata: listPageMetadata(layout, 1),
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

/** The pieces of a `/{list}/page/[page]` route for one list layout (pages 2..n; page 1 is the list's base URL). */
export function pagedListRoute(layout: ListLayout) {
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
