import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary } from "@/lib/content/types";
import { postHref } from "@/lib/content/blog/layouts";
import { PostCard } from "./post-card";

// Literal class names so Tailwind finds them.
const GRID: Record<1 | 2 | 3, string> = {
  1: "grid gap-8",
  2: "grid gap-8 sm:grid-cols-2",
  3: "grid gap-8 sm:grid-cols-2 lg:grid-cols-3",
};

type Props = {
  posts: BlogPostSummary[];
  columns: 1 | 2 | 3;
  detailPath: string;
  /** The words at the foot of each card (content/blog-page.json). */
  readMore: string;
  /** The card's author line (content/interface-words.yaml). */
  byAuthor: BlogWords["byAuthor"];
};

export function PostGrid({ posts, columns, detailPath, readMore, byAuthor }: Props) {
  return (
    <ul className={GRID[columns]}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard
            post={post}
            href={postHref(post.slug, detailPath)}
            orientation={columns === 1 ? "horizontal" : "vertical"}
            eager={index < columns}
            readMore={readMore}
            byAuthor={byAuthor}
          />
        </li>
      ))}
    </ul>
  );
}
