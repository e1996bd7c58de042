import type { ServiceContent } from "@/lib/content/types";
import { Icon } from "./icons";
import type { Tone } from "./section";
import { SplitSection } from "./split-section";

type Props = { eyebrow: string; content: ServiceContent; tone?: Tone };

export function ServiceSection({ eyebrow, content, tone = "muted" }: Props) {
  return (
    <SplitSection id="services" tone={tone} eyebrow={eyebrow} content={content}>
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
    </SplitSection>
  );
}
