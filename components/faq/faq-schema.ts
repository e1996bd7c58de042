import type { FaqItem } from "@/lib/content/types";

/** schema.org FAQPage for search engines, built from the same items the page shows. */
export function faqPageSchema(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.title,
      acceptedAnswer: { "@type": "Answer", text: item.content },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so text such as "</script>" cannot end the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
