import { PageHeader } from "@/components/site/page-header";
import { ButtonLink } from "@/components/ui/button-link";
import { BulletList } from "@/components/ui/bullet-list";
import { Container } from "@/components/ui/container";
import { interfaceWords } from "@/lib/content/interface-words";
import { PageSection } from "@/components/ui/page-section";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";

export const generateMetadata = () =>
  editablePageMetadata({
    title: "About us",
    description:
      "LeadFlow's mission is to make sure every lead gets a fast answer from the right salesperson. Learn what we build, why, and what we value.",
    path: "/about",
  });

export default async function AboutPage() {
  const [about, { everyPage }] = await Promise.all([siteCopy.read("about"), interfaceWords()]);
  const { mission, problem, product, figures, values, cta } = about;
  return (
    <>
      <PageHeader title={about.title} text={about.intro} words={everyPage} />

      <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="about-mission">
          <h2 id="about-mission" className="text-3xl font-bold tracking-tight">
            {mission.heading}
          </h2>
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-8 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="about-problem" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
          <h2 id="about-problem" className="text-2xl font-bold tracking-tight">
            {problem.heading}
          </h2>
          <p className="mt-3 text-slate-700">{problem.text}</p>
          <BulletList points={problem.points} bullet="bg-accent-500" className="mt-5 space-y-3" />
        </section>
      </Container>

      <PageSection
        id="about-product"
        muted
        heading={{ eyebrow: product.eyebrow, title: product.heading, text: product.text }}
      >
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {product.items.map((item, index) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-semibold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="about-figures" heading={{ title: figures.heading }}>
        <dl className="mt-10 grid grid-cols-1 gap-6 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {figures.items.map((figure) => (
            <div key={figure.label} className="flex flex-col-reverse rounded-2xl bg-brand-50 p-6 text-center">
              <dt className="mt-2 text-slate-700">{figure.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-center text-sm text-slate-600">{figures.note}</p>
      </PageSection>

      <PageSection id="about-values" muted heading={{ eyebrow: values.eyebrow, title: values.heading }}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {values.items.map((value) => (
            <li key={value.title} className="rounded-2xl border border-slate-200 bg-white p-6 sm:p-8">
              <h3 className="text-xl font-semibold">{value.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="about-cta" className="py-16 sm:py-20">
        <Container>
          <div className="rounded-3xl bg-brand-950 px-6 py-12 text-center sm:px-12">
            <h2 id="about-cta" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-white">
              {cta.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{cta.text}</p>
            <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <ButtonLink href="/signup" className="ring-1 ring-inset ring-brand-400 focus-visible:outline-white">
                {cta.start}
              </ButtonLink>
              <ButtonLink href="/contact-page" variant="secondary" className="focus-visible:outline-white">
                {cta.contact}
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
