import { StaticImage } from "@/components/ui/static-image";
import { StoreBadge } from "@/components/ui/store-badge";
import type { StoreLink } from "@/lib/content/download";
import type { AppDownloadContent } from "@/lib/content/landing-types";
import { SectionHeading } from "@/components/ui/section-heading";
import { CheckIcon } from "./check-icon";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: AppDownloadContent;
  stores: readonly StoreLink[];
  tone?: Tone;
};

export function AppDownloadSection({ eyebrow, content, stores, tone = "tint" }: Props) {
  return (
    <Section id="download" tone={tone} className="overflow-hidden">
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="download-title"
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
          <ul className="mt-10 flex flex-wrap gap-4" aria-label="Download the app">
            {stores.map((store) => (
              <li key={store.platform}>
                <StoreBadge store={store} />
              </li>
            ))}
          </ul>
        </div>
        <StaticImage
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          sizes="(min-width: 1024px) 420px, 80vw"
          className="mx-auto h-auto w-full max-w-sm lg:max-w-md"
        />
      </div>
    </Section>
  );
}
