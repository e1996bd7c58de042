import { StaticImage } from "@/components/ui/static-image";
import type { ServiceContent } from "@/lib/content/types";
import { SectionHeading } from "@/components/ui/section-heading";
import { Icon } from "./icons";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: ServiceContent;
  tone?: Tone;
};

export function ServiceSection({ eyebrow, content, tone = "muted" }: Props) {
  return (
    <Section id="services" tone={tone}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="services-title"
            eyebrow={eyebrow}
            title={content.heading}
            text={content.headingText}
            align="left"
          />
          <ul className="mt-10 grid gap-8 sm:grid-cols-2">
            {content.serviceData.map((item) => (
              <li key={item.title}>
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon name={item.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
                <p className="mt-1 leading-7 text-slate-600">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <StaticImage
          src={content.image.src}
          alt={content.image.alt}
          width={content.image.width}
          height={content.image.height}
          sizes="(min-width: 1024px) 540px, 100vw"
          className="h-auto w-full rounded-2xl"
        />
      </div>
    </Section>
  );
}
