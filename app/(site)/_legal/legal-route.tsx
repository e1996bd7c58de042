import { LegalDocument } from "@/components/legal/legal-document";
import { editablePageMetadata } from "@/lib/content/page-seo";
import type { LegalSlug } from "@/lib/content/legal-types";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";

/** The pieces of a legal document's route: its head and its page, from the document's copy. */
export function legalRoute(slug: LegalSlug) {
  return {
    generateMetadata: async () => {
      const { title, description, path } = await siteCopy.legalDocument(slug);
      return editablePageMetadata({ title, description, path });
    },
    Page: async function LegalPage() {
      const [{ document, documents }, { legal: words, everyPage: trail }] = await Promise.all([
        siteCopy.legalPage(slug),
        interfaceWords(),
      ]);
      return <LegalDocument document={document} documents={documents} words={words} trail={trail} />;
    },
  };
}
