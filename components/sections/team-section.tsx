import { StaticImage } from "@/components/ui/static-image";
import type { TeamContent } from "@/lib/content/types";
import { Section, type Tone } from "./section";

type Props = {
  /** The small line above the heading (content/landing/section-labels.yaml). */
  eyebrow: string;
  content: TeamContent | null;
  tone?: Tone;
};

export function TeamSection({ eyebrow, content, tone = "muted" }: Props) {
  const members = content?.teamData ?? [];
  const heading = { eyebrow, title: content?.heading ?? "Our team", text: content?.headingText };
  return (
    <Section id="team" tone={tone} heading={heading} empty={members.length === 0 && "No team content available."}>
      <ul className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.name} className="rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200">
            <StaticImage
              {...member.image}
              sizes="(min-width: 1024px) 240px, (min-width: 640px) 45vw, 90vw"
              className="aspect-square h-auto w-full rounded-xl bg-slate-100 object-cover"
            />
            <h3 className="mt-5 text-lg font-semibold">{member.name}</h3>
            <p className="text-sm font-semibold text-brand-700">{member.role}</p>
            <p className="mt-3 px-2 pb-2 text-sm leading-6 text-slate-600">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
