import Link from "next/link";
import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary } from "@/lib/content/types";
import { postHref } from "@/lib/content/blog/layouts";

type Props = {
  previous?: BlogPostSummary;
  next?: BlogPostSummary;
  detailPath: string;
  /** The links' words and their list's name (content/interface-words.yaml). */
  words: Pick<BlogWords, "postNav" | "previousPost" | "nextPost">;
};

/** Links to the posts published just before and just after this one. */
export function PostNav({ previous, next, detailPath, words }: Props) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={words.postNav} className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {previous ? (
        <NavLink post={previous} label={words.previousPost} href={postHref(previous.slug, detailPath)} />
      ) : (
        <span />
      )}
      {next ? (
        <NavLink post={next} label={words.nextPost} href={postHref(next.slug, detailPath)} align="right" />
      ) : null}
    </nav>
  );
}

function NavLink({
  post,
  label,
  href,
  align = "left",
}: {
  post: BlogPostSummary;
  label: string;
  href: string;
  align?: "left" | "right";
}) {
  return (
    <Link
      href={href}
      rel={align === "left" ? "prev" : "next"}
      className={`block rounded-2xl border border-slate-200 p-5 hover:border-brand-300 hover:bg-brand-50 ${align === "right" ? "sm:text-right" : ""}`}
    >
      <span className="block text-sm font-medium text-slate-600">
        {align === "left" ? <span aria-hidden="true">← </span> : null}
        {label}
        {align === "right" ? <span aria-hidden="true"> →</span> : null}
      </span>
      <span className="mt-1 block font-semibold leading-snug text-ink">{post.title}</span>
    </Link>
  );
}
