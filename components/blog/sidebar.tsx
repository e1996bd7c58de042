import { StaticImage } from "@/components/ui/static-image";
import Link from "next/link";
import type { ReactNode } from "react";
import type { BlogWords } from "@/lib/content/interface-words";
import type { BlogPostSummary, SidebarContent } from "@/lib/content/types";
import { categoryCounts, categoryHref, categorySlug, tagHref, tagNames } from "@/lib/content/blog/categories";
import { recentPosts } from "@/lib/content/blog/collection";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { postHref } from "@/lib/content/blog/layouts";
import { fillWords } from "@/lib/site/words";
import { SidebarSearch } from "./sidebar-search";

type Props = {
  content: SidebarContent;
  /** The sidebar's own words and the search's (content/interface-words.yaml). */
  words: BlogWords;
  posts: BlogPostSummary[];
  detailPath?: string;
  className?: string;
};

const RECENT_COUNT = 3;

export function BlogSidebar({ content, words, posts, detailPath, className = "" }: Props) {
  const searchable = posts.map((post) => ({
    slug: post.slug,
    title: post.title,
    href: postHref(post.slug, detailPath),
  }));
  // Only tags with a list page: one whose posts are all drafts or scheduled has none yet.
  const tags = content.tags.filter((tag) => tagNames(posts).includes(tag));
  return (
    <aside aria-label={words.sidebar} className={`space-y-6 self-start ${className}`}>
      <Widget>
        {/* Only the search's own words: they travel in the page's data. */}
        <SidebarSearch
          posts={searchable}
          placeholder={content.searchPlaceholder}
          words={{
            searchPosts: words.searchPosts,
            searchNoMatch: words.searchNoMatch,
            searchOneMatch: words.searchOneMatch,
            searchMatches: words.searchMatches,
          }}
        />
      </Widget>
      <Widget title={content.categoriesTitle}>
        <ul className="divide-y divide-slate-200">
          {categoryCounts(posts).map(({ name, count }) => (
            <li key={name}>
              <Link
                href={categoryHref(name)}
                className="flex items-center justify-between gap-4 py-2.5 hover:text-brand-700"
              >
                <span>{name}</span>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-700">
                  <span aria-hidden="true">{count}</span>
                  <span className="sr-only">{fillWords(count === 1 ? words.onePost : words.manyPosts, { count })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={content.recentTitle}>
        <ul className="space-y-4">
          {recentPosts(posts, RECENT_COUNT).map((post) => (
            <li key={post.slug} className="relative flex items-start gap-4">
              {/* Eager: these few small covers are usually the same files as the page's own, already loading. */}
              <StaticImage
                src={post.image.src}
                alt=""
                width={96}
                height={50}
                loading="eager"
                className="mt-1 h-[50px] w-24 shrink-0 rounded-md bg-brand-50 object-cover"
              />
              <div className="min-w-0">
                <Link
                  href={postHref(post.slug, detailPath)}
                  className="font-semibold leading-snug text-ink after:absolute after:inset-0 hover:text-brand-700"
                >
                  {post.title}
                </Link>
                <time dateTime={post.date} className="mt-1 block text-sm text-slate-600">
                  {formatIsoDate(post.date)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title={content.tagsTitle}>
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <Link
                href={tagHref(tag)}
                className="block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-300 hover:text-brand-700"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      </Widget>
    </aside>
  );
}

function Widget({ title, children }: { title?: string; children: ReactNode }) {
  // Named by its heading: the sidebar renders once per page, so the title makes a unique id.
  const headingId = title ? `sidebar-${categorySlug(title)}` : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {title ? (
        <h2 id={headingId} className="mb-4 text-lg font-bold">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
