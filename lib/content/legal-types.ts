// Typed shape of the legal documents. The renderer (components/legal/legal-document.tsx) numbers the
// sections and gives each the anchor #section-N, so the text never carries numbers or ids itself.
import type { SiteCopy } from "@/lib/content/site-copy-schema";

export type LegalSlug = "terms" | "privacy" | "disclaimer" | "data-deletion";

/** A paragraph (string) or a bullet list (array of strings). In the text, [label](/path) is a link inside
 *  the site and a bare e-mail address becomes a mailto: link (lib/site/legal/link-text.ts). */
export type LegalBlock = LegalSection["body"][number];
export type LegalSection = LegalDocument["sections"][number];

/** A legal document as its file holds it (its zod schema's shape), with its slug and route. */
export type LegalDocument = { slug: LegalSlug; path: `/${LegalSlug}` } & SiteCopy["terms"];
