import Link from "next/link";
import { buttonClasses } from "@/components/ui/button-link";

type Props = {
  /** The server action that stores a comment. Until one is passed, the form is shown but closed. */
  action?: (formData: FormData) => void | Promise<void>;
  /** Sent along as a hidden field so the action knows which post the comment belongs to. */
  postSlug?: string;
};

const field =
  "mt-2 block w-full rounded-lg border border-slate-400 bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-50";
const label = "block text-sm font-semibold text-ink";

export function CommentForm({ action, postSlug }: Props) {
  const open = Boolean(action);
  return (
    <section aria-labelledby="comment-form-title" className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="comment-form-title" className="text-2xl font-bold tracking-tight">
        Leave a comment
      </h2>
      {open ? (
        <p className="mt-2 text-slate-600">Your e-mail address will not be published.</p>
      ) : (
        <p id="comment-form-note" className="mt-2 text-slate-700">
          <strong className="font-semibold text-ink">Comments open soon.</strong> Until then, send your thoughts through our{" "}
          <Link href="/contact-page" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            contact page
          </Link>
          .
        </p>
      )}
      <form action={action} aria-describedby={open ? undefined : "comment-form-note"} className="mt-6">
        {postSlug ? <input type="hidden" name="post" value={postSlug} /> : null}
        {/* A disabled fieldset keeps visitors from typing a comment that cannot be sent yet. */}
        <fieldset disabled={!open} className="grid gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your comment</legend>
          <div>
            <label htmlFor="comment-name" className={label}>
              Name
            </label>
            <input id="comment-name" name="name" type="text" autoComplete="name" required className={field} />
          </div>
          <div>
            <label htmlFor="comment-email" className={label}>
              Email
            </label>
            <input id="comment-email" name="email" type="email" autoComplete="email" required className={field} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="comment-text" className={label}>
              Comment
            </label>
            <textarea id="comment-text" name="comment" rows={5} required className={field} />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClasses("primary")}>
              Post Comment
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
