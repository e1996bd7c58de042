import { sidebar } from "./sidebar";
import type { ContentSections } from "./types";

// The named content sections of docs/product.md section 3 that are TypeScript here. The others are content files edited in
// Keystatic: `blog` and `faq` (lib/content/blog.ts, faq.ts) and the site copy (service, discover, pricing, feature,
// work, team, contact, footer: lib/content/site-copy.ts); lib/content.ts reads them.
export const contentSections: Pick<ContentSections, "sidebar"> = { sidebar };
