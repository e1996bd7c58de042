import type { HomeWords } from "@/lib/content/interface-words";
import type { WorkContent } from "@/lib/content/types";
import { fillWords } from "@/lib/site/words";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: WorkContent | null;
  /** What screen readers hear before each step's title and role (content/interface-words.yaml). */
  words: Pick<HomeWords, "workStep" | "workRole">;
  tone?: Tone;
};

/** The work steps in order, each with the role that carries it out. */
export function HowItWorksSection({ eyebrow, content, words, tone = "muted" }: Props) {
  const steps = content?.workData ?? [];
  const heading = { eyebrow, title: content?.heading ?? "How it works", text: content?.headingText };
  return (
    <Section id="how-it-works" tone={tone} heading={heading} empty={steps.length === 0 && "No work content available."}>
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.map((step) => (
          <li key={step.step} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {step.step}
            </span>
            <h3 className="mt-5 text-lg font-semibold">
              <span className="sr-only">{`${fillWords(words.workStep, { step: step.step })} `}</span>
              {step.title}
            </h3>
            <p className="mt-2 inline-block rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              <span className="sr-only">{`${words.workRole} `}</span>
              {step.role}
            </p>
            <p className="mt-3 leading-7 text-slate-600">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
