import { notFound } from "next/navigation";
import { IllustratedMessage } from "@/components/site/illustrated-message";
import { ButtonLink } from "@/components/ui/button-link";
import { NEWSLETTER_OUTCOMES, type NewsletterOutcomeName } from "@/lib/content/newsletter-outcomes";
import { siteCopy } from "@/lib/content/site-copy";
import { editablePageMetadata } from "@/lib/content/page-seo";

type Props = { params: Promise<{ outcome: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(NEWSLETTER_OUTCOMES).map((outcome) => ({ outcome }));
}

async function outcomeFor(name: string) {
  if (!Object.hasOwn(NEWSLETTER_OUTCOMES, name)) notFound();
  return (await siteCopy.read("newsletterOutcomes"))[NEWSLETTER_OUTCOMES[name as NewsletterOutcomeName]];
}

export async function generateMetadata({ params }: Props) {
  const { outcome } = await params;
  const { title, text } = await outcomeFor(outcome);
  // Reached only from links in e-mails: kept out of search results.
  return editablePageMetadata({ title, description: text, path: `/newsletter/${outcome}`, noindex: true });
}

export default async function NewsletterOutcomePage({ params }: Props) {
  const { title, text, image, links } = await outcomeFor((await params).outcome);
  return (
    <IllustratedMessage image={image} title={title}>
      <p className="mt-4 max-w-xl text-lg text-slate-600">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <ButtonLink key={link.link} href={link.link} variant={index === 0 ? "primary" : "secondary"}>
            {link.name}
          </ButtonLink>
        ))}
      </div>
    </IllustratedMessage>
  );
}
