import type { DiscoverContent } from "@/lib/content/types";
import { CheckList } from "./check-list";
import type { Tone } from "./section";
import { SplitSection } from "./split-section";

type Props = { eyebrow: string; content: DiscoverContent; tone?: Tone };

export function DiscoverSection({ eyebrow, content, tone }: Props) {
  return (
    <SplitSection id="discover" tone={tone} eyebrow={eyebrow} content={content} imageFirst>
      <CheckList points={content.points} />
    </SplitSection>
  );
}
