import { StaticImage } from "@/components/ui/static-image";
import Link from "next/link";
import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary } from "@/lib/content/types";
import { categoryHref } from "@/lib/content/blog/categories";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { fillWords } from "@/lib/site/words";

type Props = {
  post: BlogPostSummary;
  href: string;
  orientation?: "vertical" | "horizontal";
  /** Load the cover straight away: for cards in the first row, whose cover is often the largest paint. */
  eager?: boolean;
  /** The words at the card's foot (content/blog-page.json). */
  readMore: string;
  /** The author line (content/interface-words.yaml). */
  byAuthor: BlogWords["byAuthor"];
};

/** A post teaser. The title link stretches over the whole card, so the card is one tab stop. */
export function PostCard({ post, href, orientation = "vertical", eager = false, readMore, byAuthor }: Props) {
  const horizontal = orientation === "horizontal";
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600 has-[a:focus-visible]:ring-offset-2 ${
        horizontal ? "sm:flex-row" : ""
      }`}
    >
      {/* Decorative here: the title next to it says what the post is about. The covers share the
          bg-brand-50 backdrop, so a cover centred in a taller box blends in instead of being cropped. */}
      <div className={`flex items-center bg-brand-50 ${horizontal ? "sm:w-72 sm:shrink-0" : ""}`}>
        <StaticImage
          src={post.image.src}
          alt=""
          width={post.image.width}
          height={post.image.height}
          loading={eager ? "eager" : "lazy"}
          sizes={
            horizontal ? "(min-width: 640px) 18rem, 100vw" : "(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          }
          className="h-auto w-full"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
          {/* Above the title's link, which stretches over the card: a link of its own, to the category's list. */}
          <Link
            href={categoryHref(post.category)}
            className="relative z-10 rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-700 hover:bg-brand-100"
          >
            {post.category}
          </Link>
          <time dateTime={post.date}>{formatIsoDate(post.date)}</time>
        </p>
        <h2 className="mt-4 text-xl font-bold leading-snug tracking-tight">
          <Link
            href={href}
            className="after:absolute after:inset-0 group-hover:text-brand-700 focus-visible:outline-hidden"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 leading-7 text-slate-600">{post.excerpt}</p>
        <p className="mt-auto flex items-center justify-between gap-4 pt-5 text-sm">
          <span className="font-medium text-ink">{fillWords(byAuthor, { author: post.author })}</span>
          <span aria-hidden="true" className="font-semibold text-brand-700">
            {readMore} →
          </span>
        </p>
      </div>
    </article>
  );
}
