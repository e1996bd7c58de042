// Typed shapes of the site's content sections (docs/product.md section 3). Pages render them at build time and
// GET /api/content/{section} serves them as `[{ section, content_data }]`.

export type Link = { name: string; link: string };

/** An image kept in public/: width and height are the intrinsic size, so nothing shifts while it loads. */
export type ImageAsset = { src: string; alt: string; width: number; height: number };

export type FooterContent = {
  logo: ImageAsset;
  description: string;
  footerLinks: { company: Link[]; product: Link[]; support: Link[] };
  copyright: string;
};

export type PricingCopyItem = {
  planImage: ImageAsset;
  planTitle: string;
  priceSub: string;
  planPrice: string;
  li_1: string;
  li_2: string;
  li_3: string;
  li_4: string;
  planBtn: string;
};
export type PricingContent = { heading: string; headingText: string; pricingData: PricingCopyItem[] };

export type FaqItem = { title: string; content: string };
export type FaqContent = { headingTwo: string; headingText: string; faqData: FaqItem[] };
/** FAQ questions under one sub-heading of the /faq page; `id` is its anchor, made from the title. */
export type FaqGroup = { id: string; title: string; items: FaqItem[] };

export type BlogPostSummary = {
  slug: string;
  image: ImageAsset;
  title: string;
  author: string;
  /** ISO date, e.g. "2026-09-14". A later date schedules the post: it is public from that day (lib/blog/visibility.ts). */
  date: string;
  /** A draft is seen only through Draft Mode, never on the public site, the sitemap or the feed. */
  draft?: boolean;
  excerpt: string;
  category: string;
  /** From the sidebar's tag list (content/sidebar.ts): each has a list page of its posts. */
  tags: string[];
};
export type BlogContent = { heading: string; headingText: string; blogData: BlogPostSummary[] };

export type SidebarContent = {
  searchPlaceholder: string;
  categoriesTitle: string;
  recentTitle: string;
  tagsTitle: string;
  tags: string[];
};

export type MapLocation = { lat: number; lon: number; zoom: number };

export type ContactContent = {
  heading: string;
  headingText: string;
  headingTexttwo: string;
  /** e-mail becomes a mailto: link, phone a tel: link (per region, see phones), other an address. */
  contactInfo: { email: string; phone: string; other: string };
  phones: { india: string; global: string };
  /** The office on the map: its address as text, and where it is (OpenStreetMap's link and embed). */
  map: { query: string; location: MapLocation };
};

export type IconName =
  | "capture"
  | "assign"
  | "monitor"
  | "convert"
  | "ai"
  | "dashboard"
  | "calendar"
  | "reports"
  | "kpi"
  | "mobile"
  | "team"
  | "security";

export type FeatureItem = { icon: IconName; title: string; text: string };
export type FeatureContent = { heading: string; headingText: string; image: ImageAsset; featureData: FeatureItem[] };

export type WorkStep = { step: number; title: string; text: string; role: string };
export type WorkContent = { heading: string; headingText: string; workData: WorkStep[] };

export type ServiceItem = { icon: IconName; title: string; text: string };
export type ServiceContent = { heading: string; headingText: string; image: ImageAsset; serviceData: ServiceItem[] };

export type DiscoverContent = { heading: string; headingText: string; image: ImageAsset; points: string[] };

export type TeamMember = { name: string; role: string; image: ImageAsset; bio: string };
export type TeamContent = { heading: string; headingText: string; teamData: TeamMember[] };

export type ContentSections = {
  footer: FooterContent;
  service: ServiceContent;
  discover: DiscoverContent;
  faq: FaqContent;
  pricing: PricingContent;
  blog: BlogContent;
  sidebar: SidebarContent;
  contact: ContactContent;
  feature: FeatureContent;
  work: WorkContent;
  team: TeamContent;
};

export type SectionName = keyof ContentSections;
