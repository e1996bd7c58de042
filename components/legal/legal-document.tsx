import type { LegalWords } from "@/lib/content/interface-words";
import type { LegalBlock, LegalDocument as LegalDocumentData } from "@/lib/content/legal-types";
import { PageHeader, type TrailWords } from "@/components/site/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { LegalCrossLinks } from "./legal-cross-links";
import { LegalText } from "./legal-text";
import { LegalToc, sectionId } from "./legal-toc";

/**
 * Renders one legal document: header, revision date, table of contents, numbered sections, cross-links. The words
 * around the document are staff's (content/interface-words.yaml).
 */
export function LegalDocument({
  document,
  documents,
  words,
  trail,
}: {
  document: LegalDocumentData;
  documents: readonly LegalDocumentData[];
  words: LegalWords;
  trail: TrailWords;
}) {
  const { title, summary, updated, sections, action, slug } = document;
  return (
    <>
      <PageHeader title={title} text={summary} words={trail} />
      <Container className="py-12 sm:py-16">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 xl:grid-cols-[17rem_minmax(0,1fr)]">
          <div>
            <LegalToc sections={sections} variant="sidebar" words={words} />
          </div>
          <div className="min-w-0 max-w-3xl">
            <p className="text-sm text-slate-600">
              {words.lastUpdated}{" "}
              <time dateTime={updated} className="font-semibold text-ink">
                {formatIsoDate(updated)}
              </time>
            </p>
            <div className="mt-6 lg:hidden">
              <LegalToc sections={sections} variant="inline" words={words} />
            </div>
            {action ? (
              <aside
                aria-labelledby="legal-action-title"
                className="mt-8 rounded-2xl bg-brand-50 p-6 ring-1 ring-inset ring-brand-100 sm:flex sm:items-center sm:justify-between sm:gap-6"
              >
                <div>
                  <h2 id="legal-action-title" className="text-lg font-semibold">
                    {action.title}
                  </h2>
                  <p className="mt-1 text-slate-700">{action.text}</p>
                </div>
                <ButtonLink href={action.href} className="mt-4 shrink-0 sm:mt-0">
                  {action.label}
                </ButtonLink>
              </aside>
            ) : null}
            {sections.map((section, index) => (
              <section
                key={section.title}
                id={sectionId(index)}
                aria-labelledby={`${sectionId(index)}-title`}
                className="mt-10 border-t border-slate-200 pt-8 first-of-type:border-t-0"
              >
                <h2 id={`${sectionId(index)}-title`} className="text-xl font-semibold tracking-tight sm:text-2xl">
                  <span className="text-brand-700">{index + 1}.</span> {section.title}
                </h2>
                {section.body.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            ))}
            <LegalCrossLinks current={slug} documents={documents} heading={words.otherDocuments} />
          </div>
        </div>
      </Container>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") {
    return (
      <p className="mt-4 leading-7 text-slate-700">
        <LegalText text={block} />
      </p>
    );
  }
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
      {block.map((item) => (
        <li key={item}>
          <LegalText text={item} />
        </li>
      ))}
    </ul>
  );
}
