import { Suspense } from "react";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { PlanComparison } from "@/components/pricing/plan-comparison";
import { PlansJsonLd } from "@/components/pricing/plans-json-ld";
import { PricingPlans } from "@/components/pricing/pricing-plans";
import { UnavailablePlanNote } from "@/components/pricing/unavailable-plan-note";
import { PageHeader } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import { plansForRegion } from "@/lib/accounts/backend/plans-for-region";
import { getPricingFaq } from "@/lib/content/faq";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { env } from "@/lib/platform/env";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { regionFrom, type RegionParams } from "../region-params";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Pricing",
    description:
      "LeadFlow plans for every sales team: Free, Starter, Professional and Enterprise, monthly or annually, in USD or INR.",
    path: "/pricing",
  });

export default async function PricingPage(props: RegionParams) {
  const region = await regionFrom(props);
  const [plans, pricingFaq, { pricing: heading }, words, { pricing: labels, everyPage }] = await Promise.all([
    plansForRegion(region),
    getPricingFaq(),
    siteCopy.read("pageHeadings"),
    siteCopy.read("pricingPage"),
    interfaceWords(),
  ]);
  const { heading: compareHeading, text: compareText, ...comparisonWords } = words.compare;
  return (
    <>
      <PageHeader title={heading.title} text={heading.text} words={everyPage} />
      <section aria-labelledby="plans-title">
        <Container className="py-16">
          {/* The plan cards' names are h3s; the outline needs their section's h2. */}
          <h2 id="plans-title" className="sr-only">
            {words.plansHeading}
          </h2>
          <Suspense fallback={null}>
            <UnavailablePlanNote />
          </Suspense>
          <PricingPlans plans={plans} />
        </Container>
      </section>
      <section aria-labelledby="compare-title" className="bg-slate-50 py-16">
        <Container>
          <SectionHeading id="compare-title" title={compareHeading} text={compareText} />
          <div className="mt-10">
            <PlanComparison
              monthly={plans.Monthly.plans}
              yearly={plans.Yearly.plans}
              words={comparisonWords}
              labels={labels}
            />
          </div>
        </Container>
      </section>
      <section aria-labelledby="pricing-faq-title" className="py-16">
        <Container className="max-w-3xl">
          <SectionHeading id="pricing-faq-title" title={words.questionsHeading} />
          <div className="mt-10">
            <FaqAccordion items={pricingFaq} group="pricing-faq" />
          </div>
        </Container>
      </section>
      <PlansJsonLd monthly={plans.Monthly.plans} yearly={plans.Yearly.plans} siteUrl={env.siteUrl} />
    </>
  );
}
