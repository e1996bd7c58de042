import Link from "next/link";
import type { BlogWords } from "@/lib/content/interface-words";
import { pageHref, pageItems } from "@/lib/content/blog/pagination";
import { fillWords } from "@/lib/site/words";

type Props = {
  basePath: string;
  current: number;
  count: number;
  /** The links' words and names (content/interface-words.yaml). */
  words: Pick<BlogWords, "pagination" | "previousPage" | "nextPage" | "pageNumber">;
};

const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
const idle = `${item} text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-brand-50 hover:text-brand-700`;
const active = `${item} bg-brand-600 text-white ring-1 ring-inset ring-brand-600`;
const disabled = `${item} cursor-not-allowed text-slate-500 ring-1 ring-inset ring-slate-200 bg-slate-50`;

/** Links between the prerendered list pages; Previous/Next stay visible but inert at the ends. */
export function Pagination({ basePath, current, count, words }: Props) {
  if (count <= 1) return null;
  return (
    <nav aria-label={words.pagination} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <StepLink label={words.previousPage} href={current > 1 ? pageHref(basePath, current - 1) : null} rel="prev" />
        </li>
        {pageItems(current, count).map((page, index) => (
          <li key={page === "gap" ? `gap-${index}` : page}>
            {page === "gap" ? (
              <span className={`${item} text-slate-500`}>…</span>
            ) : (
              <Link
                href={pageHref(basePath, page)}
                aria-label={fillWords(words.pageNumber, { page })}
                aria-current={page === current ? "page" : undefined}
                className={page === current ? active : idle}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
        <li>
          <StepLink label={words.nextPage} href={current < count ? pageHref(basePath, current + 1) : null} rel="next" />
        </li>
      </ul>
    </nav>
  );
}

function StepLink({ label, href, rel }: { label: string; href: string | null; rel: "prev" | "next" }) {
  if (!href) {
    return (
      // A link with no href: announced as a disabled link, skipped by Tab.
      <a role="link" aria-disabled="true" className={disabled}>
        {label}
      </a>
    );
  }
  return (
    <Link href={href} rel={rel} className={idle}>
      {label}
    </Link>
  );
}
