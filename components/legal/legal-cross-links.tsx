import Link from "next/link";
import type { LegalDocument, LegalSlug } from "@/lib/content/legal-types";

/** Links to the other legal documents (all of them, in their order), shown at the end of each one. */
export function LegalCrossLinks({
  current,
  documents,
  heading,
}: {
  current: LegalSlug;
  documents: readonly LegalDocument[];
  heading: string;
}) {
  const others = documents.filter((document) => document.slug !== current);
  return (
    <nav
      aria-labelledby="legal-related-title"
      className="mt-16 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="legal-related-title" className="text-xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {others.map((document) => (
          <li key={document.slug}>
            <Link
              href={document.path}
              className="group block h-full rounded-xl border border-slate-200 bg-white p-5 transition-colors hover:border-brand-300 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-700 group-hover:underline">{document.title}</span>
              <span className="mt-2 block text-sm leading-6 text-slate-600">{document.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
