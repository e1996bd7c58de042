import Link from "next/link";
import { BLOG_POST_PATH } from "@/lib/content/blog/paths";
import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary } from "@/lib/content/types";
import { fillWords } from "@/lib/site/words";
import { PageHeader, type TrailWords } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { LIST_LAYOUTS } from "@/lib/content/blog/layouts";
import { PostGrid } from "./post-grid";

type Props = {
  kind: "category" | "tag";
  name: string;
  posts: BlogPostSummary[];
  readMore: string;
  /** The words around the posts (content/interface-words.yaml). */
  words: BlogWords;
  /** The trail's words above the title (content/interface-words.yaml). */
  trail: TrailWords;
};

const ALL_POSTS = LIST_LAYOUTS.threeColumn.path;

/** The posts of one category or one tag: every one on a single page (a handful each), newest first. */
export function FilteredListView({ kind, name, posts, readMore, words, trail }: Props) {
  const count = fillWords(posts.length === 1 ? words.onePost : words.manyPosts, { count: posts.length });
  return (
    <>
      <PageHeader
        title={name}
        text={
          kind === "category"
            ? fillWords(words.inCategory, { posts: count })
            : fillWords(words.tagged, { posts: count, tag: name })
        }
        crumbs={[{ name: words.blogName, href: ALL_POSTS }]}
        words={trail}
      />
      <Container className="py-14 sm:py-20">
        <p className="mb-8">
          <Link href={ALL_POSTS} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {words.allPosts}
          </Link>
        </p>
        <PostGrid posts={posts} columns={3} detailPath={BLOG_POST_PATH} readMore={readMore} byAuthor={words.byAuthor} />
      </Container>
    </>
  );
}
