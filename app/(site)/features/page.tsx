import { CtaSection } from "@/components/sections/cta-section";
import { FeaturesSection } from "@/components/sections/features-section";
import { HowItWorksSection } from "@/components/sections/how-it-works-section";
import { ScreenshotsSection } from "@/components/sections/screenshots-section";
import { PageHeader } from "@/components/site/page-header";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { landingPageCopy } from "../_landing/landing-page-copy";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Features",
    description:
      "Lead capture, smart assignment, AI suggestions, a follow-up calendar, live dashboards, reports and KPIs for your sales team, on web and mobile.",
    path: "/features",
  });

export default async function FeaturesPage() {
  const [{ feature, work, screenshots, labels }, cta, { features: heading }, { home: words, everyPage }] =
    await landingPageCopy();
  return (
    <>
      <PageHeader title={heading.title} text={heading.text} words={everyPage} />
      <FeaturesSection eyebrow={labels.features} content={feature} />
      <HowItWorksSection eyebrow={labels.work} content={work} words={words} />
      <ScreenshotsSection eyebrow={labels.screenshots} content={screenshots} label={words.screenshots} />
      <CtaSection content={cta} />
    </>
  );
}
