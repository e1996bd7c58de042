import type { LegalWords } from "@/lib/content/interface-words";
import type { LegalSection } from "@/lib/content/legal-types";
import { fillWords } from "@/lib/site/words";

export const sectionId = (index: number) => `section-${index + 1}`;

function TocList({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.title}>
          <a
            href={`#${sectionId(index)}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-800"
          >
            <span className="w-5 shrink-0 text-right font-semibold text-brand-700">{index + 1}.</span>
            <span>{section.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The table of contents: a sticky sidebar on large screens, a collapsible list above the text on small ones.
 *  Only one of the two is displayed at a time, so assistive technology meets a single navigation landmark. */
export function LegalToc({
  sections,
  variant,
  words,
}: {
  sections: readonly LegalSection[];
  variant: "sidebar" | "inline";
  words: Pick<LegalWords, "onThisPage" | "onThisPageCount">;
}) {
  if (variant === "sidebar") {
    return (
      <nav
        aria-labelledby="legal-toc-title"
        className="sticky top-24 hidden max-h-[calc(100vh-7rem)] overflow-y-auto pb-4 lg:block"
      >
        <p id="legal-toc-title" className="px-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
          {words.onThisPage}
        </p>
        <div className="mt-3">
          <TocList sections={sections} />
        </div>
      </nav>
    );
  }
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50 lg:hidden">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
        <span>{fillWords(words.onThisPageCount, { count: sections.length })}</span>
        <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <nav aria-label={words.onThisPage} className="border-t border-slate-200 px-2 py-3">
        <TocList sections={sections} />
      </nav>
    </details>
  );
}
