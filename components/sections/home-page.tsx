import { Fragment, type ReactNode } from "react";
import type { HOME_SECTIONS } from "@/lib/content/keystatic/site-copy";
import type { LandingCopy } from "@/lib/content/landing-types";
import type { PlansByCycle } from "@/lib/billing/plans/types";
import { ContactSection } from "@/components/contact/contact-section";
import type { ContactAction } from "@/components/contact/contact-form-state";
import type { InterfaceWords } from "@/lib/content/interface-words";
import type { FaqContent } from "@/lib/content/types";
import type { Region } from "@/lib/site/region/regions";
import { SITE_LOGO, SITE_NAME } from "@/lib/site/site";
import { AppDownloadSection } from "./app-download-section";
import { BrandsSection } from "./brands-section";
import { DiscoverSection } from "./discover-section";
import { FaqSection } from "./faq-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { HowItWorksSection } from "./how-it-works-section";
import { NewsletterSection } from "./newsletter-section";
import type { FormAction } from "@/lib/platform/forms/forms";
import { OrganizationJsonLd } from "./organization-json-ld";
import { PricingSection } from "./pricing-section";
import { ReviewsSection } from "./reviews-section";
import { ScreenshotsSection } from "./screenshots-section";
import { ServiceSection } from "./service-section";
import { TeamSection } from "./team-section";
import { TestimonialsSection } from "./testimonials-section";

export type HomeVariant = "classic" | "bold";

type Key = (typeof HOME_SECTIONS)[number];

type Props = {
  region: Region;
  plans: PlansByCycle;
  faq: FaqContent;
  siteUrl: string;
  /** The sections' copy (content/landing/*.yaml), read by the page. */
  copy: LandingCopy;
  /** The sections' words for screen readers and the contact map's (content/interface-words.yaml). */
  words: Pick<InterfaceWords, "home" | "contact">;
  variant?: HomeVariant;
  contactAction?: ContactAction;
  newsletterAction: FormAction<"email">;
};

/**
 * The whole landing page for one region; the variants share every section, in the order and with the sections staff
 * chose (content/landing/home.yaml: by default docs/product.md section 2's), and differ in colour.
 */
export function HomePage({
  region,
  plans,
  faq,
  siteUrl,
  copy,
  words,
  variant = "classic",
  contactAction,
  newsletterAction,
}: Props) {
  const bold = variant === "bold";
  const { labels, contact } = copy;
  const sections: Record<Key, ReactNode> = {
    hero: <HeroSection content={copy.hero} variant={bold ? "dark" : "light"} />,
    features: <FeaturesSection eyebrow={labels.features} content={copy.feature} tone="white" />,
    work: <HowItWorksSection eyebrow={labels.work} content={copy.work} words={words.home} tone="muted" />,
    discover: <DiscoverSection eyebrow={labels.discover} content={copy.discover} tone={bold ? "tint" : "white"} />,
    service: <ServiceSection eyebrow={labels.service} content={copy.service} tone={bold ? "white" : "muted"} />,
    screenshots: (
      <ScreenshotsSection
        eyebrow={labels.screenshots}
        content={copy.screenshots}
        label={words.home.screenshots}
        tone={bold ? "muted" : "white"}
      />
    ),
    testimonials: <TestimonialsSection eyebrow={labels.testimonials} content={copy.testimonials} tone="tint" />,
    reviews: (
      <ReviewsSection eyebrow={labels.reviews} content={copy.reviews} stars={words.home.reviewStars} tone="white" />
    ),
    pricing: <PricingSection eyebrow={labels.pricing} copy={copy.pricingCopy} plans={plans} tone="muted" />,
    faq: <FaqSection eyebrow={labels.faq} content={faq} seeAll={copy.faqWords.seeAll} tone="white" />,
    download: (
      <AppDownloadSection
        eyebrow={labels.appDownload}
        content={copy.appDownload}
        stores={copy.stores}
        storesLabel={words.home.appStores}
        comingSoon={words.home.storeComingSoon}
        tone="tint"
      />
    ),
    newsletter: <NewsletterSection content={copy.newsletter} action={newsletterAction} />,
    team: <TeamSection eyebrow={labels.team} content={copy.team} tone="muted" />,
    contact: (
      <ContactSection
        eyebrow={labels.contact}
        content={contact}
        phone={contact.phones[region]}
        action={contactAction}
        tone="white"
        words={words.contact}
      />
    ),
    brands: <BrandsSection content={copy.brands} tone={bold ? "muted" : "white"} />,
  };
  return (
    <>
      <OrganizationJsonLd
        siteUrl={siteUrl}
        name={SITE_NAME}
        email={contact.contactInfo.email}
        logoPath={SITE_LOGO.src}
      />
      {copy.home.sections
        .filter(({ show }) => show)
        .map(({ section }) => (
          <Fragment key={section}>{sections[section]}</Fragment>
        ))}
    </>
  );
}
