// The landing copy's shapes, as its zod schemas give them (lib/content/site-copy-schema.ts). The copy itself is in
// content/landing/*.yaml, edited in Keystatic (lib/content/keystatic/site-copy.ts).
import type { SiteCopy } from "@/lib/content/site-copy-schema";
import type { StoreLink } from "./download";
import type {
  ContactContent,
  DiscoverContent,
  FeatureContent,
  PricingContent,
  ServiceContent,
  TeamContent,
  WorkContent,
} from "./types";

export type HeroContent = SiteCopy["hero"];
export type TestimonialsContent = SiteCopy["testimonials"];
export type ReviewsContent = SiteCopy["reviews"];
/** Without a photo the card shows the reviewer's initials. */
export type Review = ReviewsContent["reviews"][number];
/** A whole-star rating from 1 to 5. */
export type Rating = Review["rating"];
export type ScreenshotsContent = SiteCopy["screenshots"];
export type BrandsContent = SiteCopy["brands"];
/** The store badges come from content/download.yaml, shared with the download page. */
export type AppDownloadContent = SiteCopy["appDownload"];
export type NewsletterContent = SiteCopy["newsletter"];
export type CtaContent = SiteCopy["cta"];

/** Every section of the home page and its variants, as lib/content/site-copy.ts reads them. */
export type LandingCopy = {
  hero: HeroContent;
  feature: FeatureContent;
  work: WorkContent;
  discover: DiscoverContent;
  service: ServiceContent;
  screenshots: ScreenshotsContent;
  testimonials: TestimonialsContent;
  reviews: ReviewsContent;
  pricingCopy: PricingContent;
  appDownload: AppDownloadContent;
  newsletter: NewsletterContent;
  team: TeamContent;
  contact: ContactContent;
  brands: BrandsContent;
  stores: readonly StoreLink[];
  labels: SiteCopy["sectionLabels"];
  /** Which sections the page shows, in which order. */
  home: SiteCopy["home"];
  /** The FAQ section's link to /faq (content/faq-words.yaml). */
  faqWords: SiteCopy["faqWords"];
};
