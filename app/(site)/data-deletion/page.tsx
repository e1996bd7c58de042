import { dataDeletion } from "@/content/legal/data-deletion";
import { LegalDocument } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ title: dataDeletion.title, description: dataDeletion.description, path: dataDeletion.path });

export default function DataDeletionPage() {
  return <LegalDocument document={dataDeletion} />;
}
