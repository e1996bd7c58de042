// Typed shape of the legal documents. The renderer (components/legal/legal-document.tsx) numbers the
// sections and gives each the anchor #section-N, so the text never carries numbers or ids itself.

export type LegalSlug = "terms" | "privacy" | "disclaimer" | "data-deletion";

/** A paragraph (string) or a bullet list (array of strings). In the text, [label](/path) is a link inside
 *  the site and a bare e-mail address becomes a mailto: link (lib/legal/link-text.ts). */
export type LegalBlock = string | readonly string[];

export type LegalSection = { title: string; body: readonly LegalBlock[] };

export type LegalDocument = {
  slug: LegalSlug;
  /** The route, e.g. "/terms". */
  path: `/${LegalSlug}`;
  title: string;
  /** One sentence under the page title and in the cross-links box. */
  summary: string;
  /** The meta description for search results. */
  description: string;
  /** The revision date of the text, ISO "YYYY-MM-DD". Change it whenever the text changes. */
  updated: string;
  sections: readonly LegalSection[];
  /** An optional call to action shown above the sections, e.g. the data deletion request button. */
  action?: { title: string; text: string; label: string; href: string };
};
