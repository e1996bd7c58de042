import { blog } from "./blog";
import { contact } from "./contact";
import { faq } from "./faq";
import { footer } from "./footer";
import { sidebar } from "./sidebar";
import type { ContentSections } from "./types";

// The named content sections of SPEC.md section 3 that are TypeScript here. The others (service, discover, pricing,
// feature, work, team) are site copy edited in Keystatic: lib/content.ts reads them through lib/content/site-copy.ts.
export const contentSections: Pick<ContentSections, "footer" | "faq" | "blog" | "sidebar" | "contact"> = {
  footer,
  faq,
  blog,
  sidebar,
  contact,
};
