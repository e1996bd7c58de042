import { CtaSection } from "@/components/sections/cta-section";
import { FeaturesSection } from "@/components/sections/features-section";
import { HowItWorksSection } from "@/components/sections/how-it-works-section";
import { ScreenshotsSection } from "@/components/sections/screenshots-section";
import { PageHeader } from "@/components/site/page-header";
import { siteCopy } from "@/lib/content/site-copy";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Features",
  description:
    "Lead capture, smart assignment, AI suggestions, a follow-up calendar, live dashboards, reports and KPIs for your sales team, on web and mobile.",
  path: "/features",
});

export default async function FeaturesPage() {
  const [feature, work, screenshots, cta] = await Promise.all([
    siteCopy.read("feature"),
    siteCopy.read("work"),
    siteCopy.read("screenshots"),
    siteCopy.read("cta"),
  ]);
  return (
    <>
      <PageHeader
        title="Features"
        text="Everything your sales team needs to capture, assign, follow up and convert every lead, on the web and on mobile."
      />
      <FeaturesSection content={feature} />
      <HowItWorksSection content={work} />
      <ScreenshotsSection content={screenshots} />
      <CtaSection content={cta} />
    </>
  );
}
