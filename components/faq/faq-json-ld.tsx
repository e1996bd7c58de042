import type { FaqItem } from "@/lib/content/types";
import { faqPageSchema, serializeJsonLd } from "./faq-schema";

/** FAQPage structured data, rendered on the server into the page's HTML. */
export function FaqJsonLd({ items }: { items: readonly FaqItem[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(faqPageSchema(items)) }} />
  );
}
