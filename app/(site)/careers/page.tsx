import { PageHeader } from "@/components/site/page-header";
import { BulletList } from "@/components/ui/bullet-list";
import { Container } from "@/components/ui/container";
import { PageSection } from "@/components/ui/page-section";
import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";
import { fillWords } from "@/lib/site/words";
import { editablePageMetadata } from "@/lib/content/page-seo";
import { GeneralApplication, OpenRoles } from "./open-roles";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "Careers",
    description:
      "Join LeadFlow: a small, remote-friendly team building lead management for sales teams. See how we work, our benefits, open roles and hiring process.",
    path: "/careers",
  });

export default async function CareersPage() {
  const [careers, { careers: words, everyPage }] = await Promise.all([siteCopy.read("careers"), interfaceWords()]);
  const { why, howWeWork, benefits, roles, process, email } = careers;
  return (
    <>
      <PageHeader title={careers.title} text={careers.intro} words={everyPage} />

      <PageSection id="careers-why" heading={{ title: why.heading }}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {why.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 sm:p-8">
              <h3 className="text-xl font-semibold">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section className="bg-slate-50 py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{howWeWork.heading}</h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{howWeWork.text}</p>
            <BulletList points={howWeWork.points} bullet="bg-brand-600" className="mt-6 space-y-3" />
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight">{benefits.heading}</h2>
            <ul className="mt-6 grid gap-3">
              {benefits.items.map((benefit) => (
                <li
                  key={benefit}
                  className="flex gap-3 rounded-xl bg-white p-4 leading-7 text-slate-700 ring-1 ring-inset ring-slate-200"
                >
                  <span aria-hidden="true" className="font-bold text-brand-600">
                    ✓
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </section>

      <PageSection id="careers-roles" className="max-w-4xl" heading={{ title: roles.heading, align: "left" }}>
        <OpenRoles roles={roles.items} email={email} words={words} />
        <GeneralApplication text={roles.text} email={email} subject={words.generalSubject} />
      </PageSection>

      <PageSection id="careers-process" muted heading={{ title: process.heading, text: process.text }}>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {process.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {fillWords(words.step, { step: index + 1 })}
              </span>
              <h3 className="mt-2 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
