import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

export type Tone = "white" | "muted" | "tint";

const tones: Record<Tone, string> = {
  white: "bg-white",
  muted: "bg-slate-50",
  tint: "bg-brand-50",
};

type Props = { id: string; tone?: Tone; className?: string; children: ReactNode };

/** A landing section: an anchor target labelled by its h2 (whose id is `${id}-title`). */
export function Section({ id, tone = "white", className = "", children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`py-20 sm:py-24 ${tones[tone]} ${className}`}>
      <Container>{children}</Container>
    </section>
  );
}
