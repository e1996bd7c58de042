import { StaticImage } from "@/components/ui/static-image";
import type { DiscoverContent } from "@/lib/content/types";
import { SectionHeading } from "@/components/ui/section-heading";
import { CheckIcon } from "./check-icon";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: DiscoverContent;
  tone?: Tone;
};

export function DiscoverSection({ eyebrow, content, tone }: Props) {
  return (
    <Section id="discover" tone={tone}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <StaticImage
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          sizes="(min-width: 1024px) 540px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
        <div>
          <SectionHeading
            id="discover-title"
            eyebrow={eyebrow}
            title={content.heading}
            text={content.headingText}
            align="left"
          />
          <ul className="mt-8 space-y-4">
            {content.points.map((point) => (
              <li key={point} className="flex gap-3 leading-7">
                <CheckIcon className="mt-1 size-5 text-brand-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
