import { LegalDocument } from "@/components/legal/legal-document";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";

export async function generateMetadata() {
  const { title, description, path } = await siteCopy.legalDocument("disclaimer");
  return editablePageMetadata({ title, description, path });
}

export default async function DisclaimerPage() {
  const { document, documents } = await siteCopy.legalPage("disclaimer");
  return <LegalDocument document={document} documents={documents} />;
}
