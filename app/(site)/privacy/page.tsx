import { privacy } from "@/content/legal/privacy";
import { LegalDocument } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ title: privacy.title, description: privacy.description, path: privacy.path });

export default function PrivacyPage() {
  return <LegalDocument document={privacy} />;
}
