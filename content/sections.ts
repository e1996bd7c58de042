import { contact } from "./contact";
import { footer } from "./footer";
import { discover } from "./landing/discover";
import { feature } from "./landing/feature";
import { pricingCopy } from "./landing/pricing-copy";
import { service } from "./landing/service";
import { team } from "./landing/team";
import { work } from "./landing/work";
import { sidebar } from "./sidebar";
import type { ContentSections } from "./types";

// The named content sections of SPEC.md section 3, as GET /api/content/{section} serves them; `blog` and `faq` are
// read from their files (lib/content.ts).
export const contentSections: Omit<ContentSections, "blog" | "faq"> = {
  footer,
  service,
  discover,
  pricing: pricingCopy,
  sidebar,
  contact,
  feature,
  work,
  team,
};
