import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: string; text?: ReactNode; id?: string; align?: "center" | "left" };

/** An h2 with an optional eyebrow and lead text: the heading of every landing and inner-page section. */
export function SectionHeading({ eyebrow, title, text, id, align = "center" }: Props) {
  const alignment = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-2xl ${alignment}`}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {text ? <p className="mt-4 text-lg leading-8 text-slate-600">{text}</p> : null}
    </div>
  );
}
