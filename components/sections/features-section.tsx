import { StaticImage } from "@/components/ui/static-image";
import type { FeatureContent, FeatureItem } from "@/lib/content/types";
import { Icon } from "./icons";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: FeatureContent | null;
  tone?: Tone;
};

export function FeaturesSection({ eyebrow, content, tone }: Props) {
  const items = content?.featureData ?? [];
  const half = Math.ceil(items.length / 2);
  const heading = { eyebrow, title: content?.heading ?? "Features", text: content?.headingText };
  return (
    <Section id="features" tone={tone} heading={heading} empty={items.length === 0 && "No feature content available."}>
      {content && (
        <div className="mt-16 grid items-center gap-10 lg:grid-cols-[1fr_auto_1fr] lg:gap-12">
          <FeatureList items={items.slice(0, half)} />
          <StaticImage
            {...content.image}
            sizes="280px"
            className="mx-auto h-auto w-56 drop-shadow-xl sm:w-64 lg:w-72"
          />
          <FeatureList items={items.slice(half)} />
        </div>
      )}
    </Section>
  );
}

function FeatureList({ items }: { items: FeatureItem[] }) {
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-1">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Icon name={item.icon} />
          </span>
          <div>
            <h3 className="text-lg font-semibold">{item.title}</h3>
            <p className="mt-1 leading-7 text-slate-600">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
