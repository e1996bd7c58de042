import { terms } from "@/content/legal/terms";
import { LegalDocument } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ title: terms.title, description: terms.description, path: terms.path });

export default function TermsPage() {
  return <LegalDocument document={terms} />;
}
