import type { BlogPage } from "@/lib/content/blog/blog-page";
import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary } from "@/lib/content/types";
import { PageHeader, type TrailWords } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { listDetailPath, type ListLayout } from "@/lib/content/blog/layouts";
import { pageCount, paginate } from "@/lib/content/blog/pagination";
import { Pagination } from "./pagination";
import { PostGrid } from "./post-grid";
import { BlogSidebar } from "./sidebar";

type Props = {
  layout: ListLayout;
  page: number;
  posts: BlogPostSummary[];
  /** The blog page's heading, sidebar labels and tags (lib/content/blog/blog-page.ts). */
  copy: BlogPage;
  /** The words around the posts (content/interface-words.yaml). */
  words: BlogWords;
  /** The trail's words above the title (content/interface-words.yaml). */
  trail: TrailWords;
};

/** One page of a blog list route: header, cards, pagination and, for the sidebar layouts, the sidebar. */
export function BlogListView({ layout, page, posts, copy, words, trail }: Props) {
  const count = pageCount(posts.length, layout.pageSize);
  const detailPath = listDetailPath(layout);
  const list = (
    <div className="min-w-0">
      {posts.length === 0 ? (
        <EmptyState message="No blog content available." />
      ) : (
        <>
          <PostGrid
            posts={paginate(posts, page, layout.pageSize)}
            columns={layout.columns}
            detailPath={detailPath}
            readMore={copy.readMore}
            byAuthor={words.byAuthor}
          />
          <Pagination basePath={layout.path} current={page} count={count} words={words} />
        </>
      )}
    </div>
  );

  return (
    <>
      <PageHeader title={copy.heading} text={copy.headingText} words={trail} />
      <Container className="py-14 sm:py-20">
        {layout.sidebar ? (
          <div
            className={`grid gap-12 ${layout.sidebar === "left" ? "lg:grid-cols-[20rem_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_20rem]"}`}
          >
            {list}
            {/* After the posts in the markup (and so below them on small screens), beside them on wide ones. */}
            <BlogSidebar
              content={copy}
              words={words}
              posts={posts}
              detailPath={detailPath}
              className={layout.sidebar === "left" ? "lg:order-first" : ""}
            />
          </div>
        ) : (
          list
        )}
      </Container>
    </>
  );
}
