import type { NewsletterContent } from "@/lib/content/landing-types";
import { EmailForm } from "@/components/forms/email-form";
import { Container } from "@/components/ui/container";
import type { FormAction } from "@/lib/platform/forms/forms";

type Props = {
  content: NewsletterContent;
  /** The newsletter sign-up server action, passed in by the page. */
  action: FormAction<"email">;
};

export function NewsletterSection({ content, action }: Props) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-white py-20 sm:py-24">
      <Container>
        <div className="focus-inverse grid gap-10 rounded-3xl bg-brand-900 px-6 py-12 sm:px-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {content.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{content.headingText}</p>
          </div>
          <EmailForm
            tone="dark"
            action={action}
            label={content.emailLabel}
            submitLabel={content.submitLabel}
            placeholder={content.emailPlaceholder}
            note={content.note}
          />
        </div>
      </Container>
    </section>
  );
}
