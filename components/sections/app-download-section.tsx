import { StoreBadge } from "@/components/ui/store-badge";
import type { StoreLink } from "@/lib/content/download";
import type { AppDownloadContent } from "@/lib/content/landing-types";
import { CheckList } from "./check-list";
import type { Tone } from "./section";
import { SplitSection } from "./split-section";

type Props = {
  eyebrow: string;
  content: AppDownloadContent;
  stores: readonly StoreLink[];
  /** The badges' list name for screen readers and the line under a badge without a listing (content/interface-words.yaml). */
  storesLabel: string;
  comingSoon: string;
  tone?: Tone;
};

export function AppDownloadSection({ eyebrow, content, stores, storesLabel, comingSoon, tone = "tint" }: Props) {
  return (
    <SplitSection
      id="download"
      tone={tone}
      className="overflow-hidden"
      eyebrow={eyebrow}
      content={content}
      picture={{ sizes: "(min-width: 1024px) 420px, 80vw", className: "mx-auto h-auto w-full max-w-sm lg:max-w-md" }}
    >
      <CheckList points={content.points} />
      <ul className="mt-10 flex flex-wrap gap-4" aria-label={storesLabel}>
        {stores.map((store) => (
          <li key={store.platform}>
            <StoreBadge store={store} comingSoon={comingSoon} />
          </li>
        ))}
      </ul>
    </SplitSection>
  );
}
