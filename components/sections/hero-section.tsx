import { StaticImage } from "@/components/ui/static-image";
import type { HeroContent } from "@/lib/content/landing-types";
import { ButtonLink, buttonClasses } from "@/components/ui/button-link";
import { Container } from "@/components/ui/container";
import { CheckIcon } from "./check-icon";
import { inputClasses } from "./field-classes";

type Props = { content: HeroContent; variant?: "light" | "dark" };

/** The page's h1, a pitch, an e-mail field that prefills /signup, and the dashboard picture. */
export function HeroSection({ content, variant = "light" }: Props) {
  const dark = variant === "dark";
  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className={`overflow-hidden pb-16 pt-28 sm:pb-24 sm:pt-36 ${
        dark ? "focus-inverse bg-brand-950 text-brand-100" : "bg-gradient-to-b from-brand-50 via-white to-white"
      }`}
    >
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className={`text-sm font-semibold uppercase tracking-wide ${dark ? "text-brand-200" : "text-brand-700"}`}>
            {content.eyebrow}
          </p>
          <h1
            id="home-title"
            className={`mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl ${dark ? "text-white" : "text-ink"}`}
          >
            {content.title}
          </h1>
          <p className={`mt-6 text-lg leading-8 ${dark ? "text-brand-100" : "text-slate-600"}`}>{content.text}</p>
          <form action="/signup" method="get" className="mt-8 max-w-xl">
            <label htmlFor="hero-email" className={`block text-sm font-semibold ${dark ? "text-white" : "text-ink"}`}>
              {content.emailLabel}
            </label>
            <div className="mt-2 flex flex-col gap-3 sm:flex-row">
              <input
                id="hero-email"
                type="email"
                name="contact_email"
                autoComplete="email"
                placeholder={content.emailPlaceholder}
                className={inputClasses}
              />
              <button
                type="submit"
                className={`${buttonClasses("primary")} shrink-0 ${dark ? "ring-1 ring-white/30 focus-visible:outline-white" : ""}`}
              >
                {content.submitLabel}
              </button>
            </div>
          </form>
          <ButtonLink
            href={content.secondaryCta.link}
            variant="secondary"
            className={`mt-4 ${dark ? "focus-visible:outline-white" : ""}`}
          >
            {content.secondaryCta.name}
            <span aria-hidden="true">→</span>
          </ButtonLink>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {content.highlights.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CheckIcon className={`size-5 ${dark ? "text-brand-300" : "text-brand-600"}`} />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className={dark ? "lg:order-first" : ""}>
          <StaticImage
            {...content.image}
            eager
            sizes="(min-width: 1024px) 560px, 100vw"
            className={`h-auto w-full rounded-2xl shadow-2xl ring-1 ${dark ? "ring-white/10" : "ring-slate-900/10"}`}
          />
        </div>
      </Container>
    </section>
  );
}
