import Link from "next/link";
import type { CtaContent } from "@/lib/content/landing-types";
import { ButtonLink } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";

/** A closing call to action for inner pages. */
export function CtaSection({ content }: { content: CtaContent }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white py-20 sm:py-24">
      <Container>
        <div className="focus-inverse rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-center sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{content.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href={content.primary.link} variant="secondary" className="focus-visible:outline-white">
              {content.primary.name}
            </ButtonLink>
            <Link
              href={content.secondary.link}
              className="inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-inset ring-white/70 transition-colors hover:bg-white/10 focus-visible:outline-white"
            >
              {content.secondary.name}
            </Link>
          </div>
        </div>
      </Container>
    </section>
  );
}
