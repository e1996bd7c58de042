import { FaqAccordion } from "@/components/faq/faq-accordion";
import { FaqJsonLd } from "@/components/faq/faq-json-ld";
import { PageHeader } from "@/components/site/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { getFaq } from "@/lib/content/faq";
import { interfaceWords } from "@/lib/content/interface-words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import type { SiteCopy } from "@/lib/content/site-copy-schema";
import { siteCopy } from "@/lib/content/site-copy";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "FAQ",
    description:
      "Answers about LeadFlow plans, paying in USD or INR, monthly or annual billing, API keys, the mobile app, AI suggestions, security and data deletion.",
    path: "/faq",
  });

export default async function FaqPage() {
  const [{ faq, groups: faqGroups }, words, { faqPage, everyPage }] = await Promise.all([
    getFaq(),
    siteCopy.read("faqWords"),
    interfaceWords(),
  ]);
  const groups = faqGroups.filter((group) => group.items.length > 0);
  const hasFaq = faq.faqData.length > 0;
  return (
    <>
      <PageHeader title={faqPage.title} text={faq.headingText} words={everyPage} />
      <Container className="py-14 sm:py-20">
        {hasFaq ? (
          <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
            <nav aria-labelledby="faq-topics-title" className="mb-10 lg:sticky lg:top-24 lg:mb-0 lg:self-start">
              <p id="faq-topics-title" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {faqPage.topics}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
                {groups.map((group) => (
                  <li key={group.id}>
                    <a
                      href={`#${group.id}`}
                      className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm font-medium text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 lg:min-h-0 lg:rounded-md lg:border-0 lg:px-2 lg:py-1.5"
                    >
                      {group.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="min-w-0 max-w-3xl space-y-12">
              {/* the product spec: one answer open at a time on the whole page, not one per topic: every group shares one name. */}
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={group.id}>
                  <h2 id={group.id} className="text-2xl font-bold tracking-tight">
                    {group.title}
                  </h2>
                  <div className="mt-5">
                    <FaqAccordion items={group.items} group="faq" initiallyOpen={groups[0].items[0].title} />
                  </div>
                </section>
              ))}
            </div>
            <FaqJsonLd items={faq.faqData} />
          </div>
        ) : (
          <EmptyState message="No FAQ content available." />
        )}
        <StillHaveQuestions {...words.stillHaveQuestions} />
      </Container>
    </>
  );
}

function StillHaveQuestions({ heading, text, contact, plans }: SiteCopy["faqWords"]["stillHaveQuestions"]) {
  return (
    <section
      aria-labelledby="faq-contact-title"
      className="focus-inverse mt-16 rounded-2xl bg-brand-950 px-6 py-10 text-center sm:px-10 sm:py-12"
    >
      <h2 id="faq-contact-title" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-brand-100">{text}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink href="/contact-page" variant="secondary" className="focus-visible:outline-white">
          {contact}
        </ButtonLink>
        <ButtonLink href="/pricing" className="ring-1 ring-inset ring-brand-400 focus-visible:outline-white">
          {plans}
        </ButtonLink>
      </div>
    </section>
  );
}
