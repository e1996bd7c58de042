import type { ReactNode } from "react";
import type { NewsletterContent } from "@/content/landing/types";
import { buttonClasses } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { inputClasses } from "./field-classes";

type FormAction = string | ((formData: FormData) => void | Promise<void>);

type Props = {
  content: NewsletterContent;
  /** A URL (GET form) or a server action (POST). Defaults to the static /subscribe-page. */
  action?: FormAction;
  /** Feedback from a wired action (e.g. "You're subscribed"), announced politely. */
  status?: ReactNode;
  defaultEmail?: string;
};

export function NewsletterSection({ content, action = "/subscribe-page", status, defaultEmail }: Props) {
  const isUrl = typeof action === "string";
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className="bg-white py-20 sm:py-24">
      <Container>
        <div className="grid gap-10 rounded-3xl bg-brand-900 px-6 py-12 sm:px-12 lg:grid-cols-2 lg:items-center">
          <div>
            <h2 id="newsletter-title" className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
              {content.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-brand-100">{content.headingText}</p>
          </div>
          <form action={action} method={isUrl ? "get" : undefined}>
            <label htmlFor="newsletter-email" className="block text-sm font-semibold text-white">
              {content.emailLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="newsletter-email"
                type="email"
                name="email"
                required
                autoComplete="email"
                defaultValue={defaultEmail}
                placeholder={content.emailPlaceholder}
                aria-describedby="newsletter-note"
                className={inputClasses}
              />
              <button type="submit" className={`${buttonClasses("secondary")} shrink-0 focus-visible:outline-white`}>
                {content.submitLabel}
              </button>
            </div>
            <p id="newsletter-note" className="mt-3 text-sm text-brand-100">
              {content.note}
            </p>
            <div role="status" aria-live="polite" className="mt-2 text-sm font-semibold text-white empty:hidden">
              {status}
            </div>
          </form>
        </div>
      </Container>
    </section>
  );
}
