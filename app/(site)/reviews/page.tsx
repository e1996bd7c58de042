import { BrandsSection } from "@/components/sections/brands-section";
import { CtaSection } from "@/components/sections/cta-section";
import { ReviewsSection } from "@/components/sections/reviews-section";
import { TestimonialsSection } from "@/components/sections/testimonials-section";
import { PageHeader } from "@/components/site/page-header";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { landingPageCopy } from "../_landing/landing-page-copy";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Customer reviews",
    description:
      "What sales managers, tele callers and lead owners say about LeadFlow: testimonials and star-rated reviews from teams that stopped losing leads.",
    path: "/reviews",
  });

export default async function ReviewsPage() {
  const [{ testimonials, reviews, brands, labels }, cta, { reviews: heading }, { home: words, everyPage }] =
    await landingPageCopy();
  return (
    <>
      <PageHeader title={heading.title} text={heading.text} words={everyPage} />
      <TestimonialsSection eyebrow={labels.testimonials} content={testimonials} />
      <ReviewsSection eyebrow={labels.reviews} content={reviews} stars={words.reviewStars} />
      <BrandsSection content={brands} tone="muted" />
      <CtaSection content={cta} />
    </>
  );
}
