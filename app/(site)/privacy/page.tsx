import { LegalDocument } from "@/components/legal/legal-document";
import { siteCopy } from "@/lib/content/site-copy";
import { pageMetadata } from "@/lib/seo";

export async function generateMetadata() {
  const { title, description, path } = await siteCopy.legalDocument("privacy");
  return pageMetadata({ title, description, path });
}

export default async function PrivacyPage() {
  const { document, documents } = await siteCopy.legalPage("privacy");
  return <LegalDocument document={document} documents={documents} />;
}
