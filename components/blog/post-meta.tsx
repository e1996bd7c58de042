import type { BlogPost } from "@/content/blog/types";
import { formatIsoDate } from "@/lib/time/format-date";

/** Author, date, category and reading time of a post, as a description list. */
export function PostMeta({ post }: { post: BlogPost }) {
  const items = [
    { term: "Author", value: post.author },
    { term: "Published", value: <time dateTime={post.date}>{formatIsoDate(post.date)}</time> },
    { term: "Category", value: post.category },
    { term: "Reading time", value: `${post.readingTime} min read` },
  ];
  return (
    <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3 border-b border-slate-200 pb-6 text-sm">
      {items.map(({ term, value }) => (
        <div key={term}>
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mt-0.5 font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
