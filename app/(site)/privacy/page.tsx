import { LegalDocument } from "@/components/legal/legal-document";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";

export async function generateMetadata() {
  const { title, description, path } = await siteCopy.legalDocument("privacy");
  return editablePageMetadata({ title, description, path });
}

export default async function PrivacyPage() {
  const [{ document, documents }, { legal: words }] = await Promise.all([
    siteCopy.legalPage("privacy"),
    interfaceWords(),
  ]);
  return <LegalDocument document={document} documents={documents} words={words} />;
}
