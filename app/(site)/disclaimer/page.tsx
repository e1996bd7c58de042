import { disclaimer } from "@/content/legal/disclaimer";
import { LegalDocument } from "@/components/legal/legal-document";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({ title: disclaimer.title, description: disclaimer.description, path: disclaimer.path });

export default function DisclaimerPage() {
  return <LegalDocument document={disclaimer} />;
}
