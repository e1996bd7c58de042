import { createElement, type ComponentProps, type ReactNode } from "react";
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
  // The children beside the heading, not in a list of their own: the page's markup and data as if written inline.
  const inside: ReactNode[] = Array.isArray(children) ? children : [children];
  return (
    <section aria-labelledby={id} className={muted ? "bg-slate-50 py-16 sm:py-20" : "py-16 sm:py-20"}>
      {createElement(Container, { className }, <SectionHeading id={id} {...heading} />, ...inside)}
    </section>
  );
}
