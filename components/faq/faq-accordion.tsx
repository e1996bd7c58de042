import type { FaqItem } from "@/lib/content/types";

type Props = {
  items: FaqItem[];
  /** Every accordion given the same group keeps one answer open among them all (the browser's exclusive <details>). */
  group: string;
  /** The question open on arrival, or null for none. */
  initiallyOpen?: string | null;
};

/**
 * Questions that open their answers, one at a time within `group`: native <details name>, so it works before and
 * without JavaScript and ships none. Without support for `name` (older browsers) several answers may stay open.
 */
export function FaqAccordion({ items, group, initiallyOpen = items[0]?.title ?? null }: Props) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.title} name={group} open={item.title === initiallyOpen} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
            <h3>{item.title}</h3>
            <span
              aria-hidden="true"
              className="shrink-0 text-xl leading-none text-brand-600 transition-transform group-open:rotate-45 motion-reduce:transition-none"
            >
              +
            </span>
          </summary>
          <div className="px-5 pb-5 text-slate-600">
            <p className="leading-7">{item.content}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
