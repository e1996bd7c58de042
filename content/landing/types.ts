// Typed shapes of the landing copy that is not a served content section (those live in content/types.ts). The copy
// itself is in content/landing/*.yaml, edited in Keystatic (content/keystatic/site-copy.ts).
import type { StoreLink } from "../download";
import type {
  ContactContent,
  DiscoverContent,
  FeatureContent,
  ImageAsset,
  Link,
  PricingContent,
  ServiceContent,
  TeamContent,
  WorkContent,
} from "../types";

export type HeroContent = {
  eyebrow: string;
  title: string;
  text: string;
  emailLabel: string;
  emailPlaceholder: string;
  submitLabel: string;
  secondaryCta: Link;
  highlights: string[];
  image: ImageAsset;
};

export type Testimonial = { quote: string; name: string; role: string; company: string; image: ImageAsset };
export type TestimonialsContent = { heading: string; headingText: string; testimonials: Testimonial[] };

/** A whole-star rating from 1 to 5. */
export type Rating = 1 | 2 | 3 | 4 | 5;
export type Review = {
  title: string;
  text: string;
  rating: Rating;
  name: string;
  role: string;
  company: string;
  /** Without a photo the card shows the reviewer's initials. */
  image?: ImageAsset;
};
export type ReviewsContent = { heading: string; headingText: string; reviews: Review[] };

export type Screenshot = { title: string; caption: string; image: ImageAsset };
export type ScreenshotsContent = { heading: string; headingText: string; screenshots: Screenshot[] };

export type Brand = { name: string; logo: ImageAsset };
export type BrandsContent = { heading: string; brands: Brand[] };

/** The store badges come from content/download.yaml, shared with the download page. */
export type AppDownloadContent = {
  heading: string;
  headingText: string;
  points: string[];
  image: ImageAsset;
};

export type NewsletterContent = {
  heading: string;
  headingText: string;
  emailLabel: string;
  emailPlaceholder: string;
  submitLabel: string;
  note: string;
};

export type CtaContent = { heading: string; text: string; primary: Link; secondary: Link };

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
};
