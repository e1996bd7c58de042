import Link from "next/link";
import type { FaqContent } from "@/lib/content/types";
import { FaqAccordion } from "@/components/faq/faq-accordion";
import { EmptyState } from "@/components/ui/empty-state";
import { Section, type Tone } from "./section";

const SHOWN = 6;

type Props = {
  eyebrow: string;
  content: FaqContent | null;
  /** The link's text under the questions (content/faq-words.yaml). */
  seeAll: string;
  tone?: Tone;
};

/** The first questions of the FAQ, with a link to the full list at /faq. */
export function FaqSection({ eyebrow, content, seeAll, tone }: Props) {
  const items = content?.faqData.slice(0, SHOWN) ?? [];
  return (
    <Section
      id="faq"
      tone={tone}
      heading={{
        eyebrow,
        title: content?.headingTwo ?? "Frequently asked questions",
        text: content?.headingText,
      }}
    >
      <div className="mx-auto mt-12 max-w-3xl">
        {items.length === 0 ? (
          <EmptyState message="No FAQ content available." />
        ) : (
          <FaqAccordion items={items} group="home-faq" />
        )}
        <p className="mt-8 text-center">
          <Link href="/faq" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {seeAll}
            <span aria-hidden="true"> →</span>
          </Link>
        </p>
      </div>
    </Section>
  );
}
