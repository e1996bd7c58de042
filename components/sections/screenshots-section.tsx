import { StaticImage } from "@/components/ui/static-image";
import type { ScreenshotsContent } from "@/lib/content/landing-types";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: ScreenshotsContent;
  /** The strip's name for screen readers (content/interface-words.yaml). */
  label: string;
  tone?: Tone;
};

/**
 * A plain horizontally scrolling list (no carousel script): the strip itself takes focus, so keyboard users
 * scroll it with the arrow keys, and it scrolls inside its own box so the page never scrolls sideways.
 */
export function ScreenshotsSection({ eyebrow, content, label, tone }: Props) {
  return (
    <Section id="screenshots" tone={tone} heading={{ eyebrow, title: content.heading, text: content.headingText }}>
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="mt-12 snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl pb-4"
      >
        <ul className="flex w-max gap-6">
          {content.screenshots.map((shot) => (
            <li key={shot.title} className="w-[80vw] max-w-[34rem] shrink-0 snap-start">
              <figure>
                <StaticImage
                  {...shot.image}
                  sizes="(min-width: 640px) 544px, 80vw"
                  className="h-auto w-full rounded-xl border border-slate-200 bg-white shadow-md"
                />
                <figcaption className="mt-4">
                  <span className="block font-semibold text-ink">{shot.title}</span>
                  <span className="mt-1 block text-slate-600">{shot.caption}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
