// Typed shapes of the site's content sections (docs/product.md section 3). Pages render them at build time and
// GET /api/content/{section} serves them as `[{ section, content_data }]`. The site copy's shapes are what its zod
// schemas give (lib/content/site-copy-schema.ts): one source, written once.
import type { ICON_NAMES } from "@/lib/content/keystatic/site-copy";
import type { BlogPage } from "@/lib/content/blog/blog-page";
import type { SiteCopy } from "@/lib/content/site-copy-schema";
import type { ImageAsset } from "@/lib/content/keystatic/copy-fields";

export type { Link } from "@/lib/content/keystatic/copy-fields";
/** An image kept in public/: width and height are the intrinsic size, so nothing shifts while it loads. */
export type { ImageAsset };
export type FooterContent = SiteCopy["footer"];
/** The pricing section's heading (content/landing/pricing-copy.yaml), above the plan cards on the home page. */
export type PricingContent = SiteCopy["pricingCopy"];
/**
 * One plan as the content API's `pricing` section lists it (USD, Monthly), made from the catalog and the plans' words
 * (lib/content/pricing-data.ts): the same cards as the pages, in the shape API readers know.
 */
export type PricingCopyItem = {
  planImage: ImageAsset;
  planTitle: string;
  planPrice: string;
  priceSub: string;
  li_1: string;
  li_2: string;
  li_3: string;
  li_4: string;
  planBtn: string;
};
export type PricingSection = PricingContent & { pricingData: PricingCopyItem[] };
export type ContactContent = SiteCopy["contact"];
export type MapLocation = ContactContent["map"]["location"];
export type IconName = (typeof ICON_NAMES)[number];
export type FeatureContent = SiteCopy["feature"];
export type FeatureItem = FeatureContent["featureData"][number];
export type WorkContent = SiteCopy["work"];
export type ServiceContent = SiteCopy["service"];
export type DiscoverContent = SiteCopy["discover"];
export type TeamContent = SiteCopy["team"];

export type FaqItem = { title: string; content: string };
export type FaqContent = { headingTwo: string; headingText: string; faqData: FaqItem[] };
/** FAQ questions under one sub-heading of the /faq page; `id` is its anchor, made from the title. */
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

export type BlogPostSummary = {
  slug: string;
  image: ImageAsset;
  title: string;
  author: string;
  /** ISO date, e.g. "2026-09-14". A later date schedules the post: it is public from that day (lib/content/blog/visibility.ts). */
  date: string;
  /** A draft is seen only through Draft Mode, never on the public site, the sitemap or the feed. */
  draft?: boolean;
  excerpt: string;
  category: string;
  /** From the blog's tag list (content/blog-page.json): each has a list page of its posts. */
  tags: string[];
};
export type BlogContent = { heading: string; headingText: string; blogData: BlogPostSummary[] };

export type SidebarContent = Omit<BlogPage, "heading" | "headingText" | "readMore">;

export type ContentSections = {
  footer: FooterContent;
  service: ServiceContent;
  discover: DiscoverContent;
  faq: FaqContent;
  pricing: PricingSection;
  blog: BlogContent;
  sidebar: SidebarContent;
  contact: ContactContent;
  feature: FeatureContent;
  work: WorkContent;
  team: TeamContent;
};

export type SectionName = keyof ContentSections;
