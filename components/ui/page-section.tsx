import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import { SectionHeading } from "./section-heading";

type Props = {
  /** The h2's id, which labels the section. */
  id: string;
  heading: Omit<ComponentProps<typeof SectionHeading>, "id">;
  muted?: boolean;
  /** The container's classes beside its width and padding. */
  className?: string;
  children: ReactNode;
};

/** A section of an inner page (about, careers): a band with its heading first. */
export function PageSection({ id, heading, muted, className, children }: Props) {
  return (
    <section aria-labelledby={id} className={muted ? "bg-slate-50 py-16 sm:py-20" : "py-16 sm:py-20"}>
      <Container className={className}>
        <SectionHeading id={id} {...heading} />
        {children}
      </Container>
    </section>
  );
}
