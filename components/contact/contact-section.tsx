import type { ContactContent } from "@/lib/content/types";
import { wordParts } from "@/lib/site/words";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeading } from "@/components/ui/section-heading";
import { Section, type Tone } from "@/components/sections/section";
import type { ContactAction } from "./contact-form-state";
import { ContactForm } from "./contact-form";
import { ContactInfo } from "./contact-info";
import { ContactMap, type ContactWords } from "./contact-map";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: ContactContent | null;
  /** The region's number (phones.india or phones.global), chosen by the region page. */
  phone: string;
  action?: ContactAction;
  tone?: Tone;
  /** The contact details' and the map's words (content/interface-words.yaml). */
  words: ContactWords;
};

export function ContactSection({ eyebrow, content, phone, action, tone, words }: Props) {
  return (
    <Section id="contact" tone={tone}>
      <SectionHeading
        id="contact-title"
        eyebrow={eyebrow}
        title={content?.heading ?? "Contact us"}
        text={content?.headingText}
      />
      {!content ? (
        <div className="mt-12">
          <EmptyState message="No contact content available." />
        </div>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{content.headingTexttwo}</p>
          <div className="mt-14 grid gap-12 lg:grid-cols-[2fr_3fr]">
            <div>
              <h3 className="text-xl font-semibold">{content.detailsHeading}</h3>
              <div className="mt-6">
                <ContactInfo
                  email={content.contactInfo.email}
                  phone={phone}
                  other={content.contactInfo.other}
                  words={words}
                />
              </div>
            </div>
            <div id="contact-form" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <h3 className="text-xl font-semibold">{content.formHeading}</h3>
              <div className="mt-6">
                {action ? (
                  <ContactForm action={action} email={content.contactInfo.email} />
                ) : (
                  // No server action wired (a preview of the section): the address instead of a form, and no client code.
                  <p className="text-sm font-medium text-ink">
                    {wordParts(words.messagesOpenSoon, {
                      emailLink: (
                        <a
                          key="email"
                          href={`mailto:${content.contactInfo.email}`}
                          className="font-semibold text-brand-700 underline"
                        >
                          {content.contactInfo.email}
                        </a>
                      ),
                    })}
                  </p>
                )}
              </div>
            </div>
          </div>
          <div className="mt-14">
            <h3 className="sr-only">{content.mapHeading}</h3>
            <ContactMap
              address={content.map.query}
              location={content.map.location}
              note={content.mapNote}
              words={words}
            />
          </div>
        </>
      )}
    </Section>
  );
}
