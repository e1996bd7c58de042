import { isoDay } from "@/lib/content/blog/visibility";
import type { BlogWords } from "@/lib/content/interface-words";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { fillWords } from "@/lib/site/words";

/** What the post page shows of a comment (lib/inbox/comments/approved.ts reads them); never the e-mail address. */
export type PublishedComment = { id: number; name: string; comment: string; postedAt: Date };

/**
 * A post's approved comments, oldest first, read by the route when the page is (pre)rendered: the list is HTML and
 * no script. Name and text are React text, escaped like any other; the e-mail address is never shown.
 * Nothing at all when there are none (and at a build without DATABASE_URL: lib/inbox/comments/post-page.ts).
 */
export function ApprovedComments({
  comments,
  words,
}: {
  comments: readonly PublishedComment[];
  /** The heading's and each comment's words (content/interface-words.yaml). */
  words: Pick<BlogWords, "oneComment" | "manyComments" | "commentBy">;
}) {
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby="comments-title" className="mt-12">
      <h2 id="comments-title" className="text-2xl font-bold tracking-tight">
        {fillWords(comments.length === 1 ? words.oneComment : words.manyComments, { count: comments.length })}
      </h2>
      <ol className="mt-6 space-y-4">
        {comments.map((comment) => (
          <li key={comment.id}>
            <article
              aria-label={fillWords(words.commentBy, { name: comment.name })}
              className="rounded-2xl border border-slate-200 p-6"
            >
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="font-semibold text-slate-900">{comment.name}</span>
                <time dateTime={isoDay(comment.postedAt)} className="text-sm text-slate-600">
                  {formatIsoDate(isoDay(comment.postedAt))}
                </time>
              </p>
              <p className="mt-3 whitespace-pre-line break-words text-slate-700">{comment.comment}</p>
            </article>
          </li>
        ))}
      </ol>
    </section>
  );
}
