import type { ReactNode } from "react";
import { SectionHeading } from "@/components/ui/section-heading";
import { StaticImage } from "@/components/ui/static-image";
import type { ImageAsset } from "@/lib/content/types";
import { Section, type Tone } from "./section";

type Props = {
  id: string;
  tone?: Tone;
  className?: string;
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: { heading: string; headingText: string; image: ImageAsset };
  /** The picture's sizes and classes, where they are not a half-width picture's. */
  picture?: { sizes: string; className: string };
  /** The picture on the left on wide screens (it always comes after the words on a phone). */
  imageFirst?: boolean;
  /** What stands under the heading: a list of points, of services, store badges. */
  children: ReactNode;
};

const HALF_WIDTH = { sizes: "(min-width: 1024px) 540px, 100vw", className: "h-auto w-full rounded-2xl" };

/** A landing section of two columns: a heading with what belongs to it, beside a picture. */
export function SplitSection({
  id,
  tone,
  className,
  eyebrow,
  content: { heading, headingText, image },
  picture = HALF_WIDTH,
  imageFirst,
  children,
}: Props) {
  const shown = <StaticImage {...image} {...picture} />;
  return (
    <Section id={id} tone={tone} className={className}>
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        {imageFirst && shown}
        <div>
          <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={heading} text={headingText} align="left" />
          {children}
        </div>
        {!imageFirst && shown}
      </div>
    </Section>
  );
}
