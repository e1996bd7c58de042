import { StaticImage } from "@/components/ui/static-image";
import type { TestimonialsContent } from "@/lib/content/landing-types";
import { Section, type Tone } from "./section";

type Props = { eyebrow: string; content: TestimonialsContent; tone?: Tone };

export function TestimonialsSection({ eyebrow, content, tone = "tint" }: Props) {
  return (
    <Section id="testimonials" tone={tone} heading={{ eyebrow, title: content.heading, text: content.headingText }}>
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {content.testimonials.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <svg
                viewBox="0 0 32 32"
                aria-hidden="true"
                focusable="false"
                className="size-8 text-brand-300"
                fill="currentColor"
              >
                <path d="M12 8C7 9.5 4 13.5 4 19v5h9v-9H8.5c.4-2.8 2-4.8 4.5-5.8ZM27 8c-5 1.5-8 5.5-8 11v5h9v-9h-4.5c.4-2.8 2-4.8 4.5-5.8Z" />
              </svg>
              <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-700">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-4">
                <StaticImage {...item.image} className="size-12 rounded-full bg-slate-100" />
                <span>
                  <span className="block font-semibold text-ink">{item.name}</span>
                  <span className="block text-sm text-slate-600">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
