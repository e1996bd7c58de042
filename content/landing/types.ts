// Typed shapes of the landing copy that is not a served content section (those live in content/types.ts).
import type { ImageAsset, Link } from "../types";

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

/** The store badges come from content/download.ts, shared with the download page. */
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
