import Link from "next/link";
import type { BlogPost } from "@/lib/content/blog/types";
import type { BlogWords } from "@/lib/content/interface-words";
import { categoryHref, tagHref } from "@/lib/content/blog/categories";
import { isPublished } from "@/lib/content/blog/visibility";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { fillWords } from "@/lib/site/words";

const linkClasses = "text-brand-700 underline-offset-4 hover:underline";

type Words = Pick<BlogWords, "author" | "published" | "category" | "tags" | "readingTimeLabel" | "readingTime">;

/**
 * Author, date, category, tags and reading time of a post, as a description list; category and tags link to their
 * lists. The terms are staff's (content/interface-words.yaml); the status, which only Draft Mode shows, is not.
 */
export function PostMeta({ post, words }: { post: BlogPost; words: Words }) {
  const items = [
    { term: words.author, value: post.author },
    { term: words.published, value: <time dateTime={post.date}>{formatIsoDate(post.date)}</time> },
    {
      term: words.category,
      value: (
        <Link href={categoryHref(post.category)} className={linkClasses}>
          {post.category}
        </Link>
      ),
    },
    {
      term: words.tags,
      value: post.tags.map((tag, index) => (
        <span key={tag}>
          {index > 0 ? ", " : null}
          <Link href={tagHref(tag)} className={linkClasses}>
            {tag}
          </Link>
        </span>
      )),
    },
    { term: words.readingTimeLabel, value: fillWords(words.readingTime, { minutes: post.readingTime }) },
    // Only Draft Mode shows a post that is not public: say why it is not.
    ...(isPublished(post)
      ? []
      : [
          {
            term: "Status",
            value: post.draft ? "Draft, not public" : `Scheduled, public from ${formatIsoDate(post.date)}`,
          },
        ]),
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
