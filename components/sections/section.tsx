import type { ComponentProps, ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeading } from "@/components/ui/section-heading";

export type Tone = "white" | "muted" | "tint";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-slate-50",
  tint: "bg-brand-50",
};

type Props = {
  id: string;
  tone?: Tone;
  className?: string;
  /** The section's h2, first in it; a section without it names its own `${id}-title`. */
  heading?: Omit<ComponentProps<typeof SectionHeading>, "id">;
  /** Set when the section has no content: shown instead of the children. */
  empty?: string | false;
  children: ReactNode;
};

/** A landing section: an anchor target labelled by its h2 (whose id is `${id}-title`). */
export function Section({ id, tone = "white", className = "", heading, empty, children }: Props) {
  const body = empty ? (
    <div className="mt-12">
      <EmptyState message={empty} />
    </div>
  ) : (
    children
  );
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-20 sm:py-24 ${tones[tone]} ${className}`}>
      <Container>
        {heading ? (
          <>
            <SectionHeading id={`${id}-title`} {...heading} />
            {body}
          </>
        ) : (
          body
        )}
      </Container>
    </section>
  );
}
