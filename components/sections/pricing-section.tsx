import type { PricingContent } from "@/lib/content/types";
import { PricingPlans } from "@/components/pricing/pricing-plans";
import type { PlansByCycle } from "@/lib/billing/plans/types";
import { Section, type Tone } from "./section";

type Props = {
  eyebrow: string;
  copy: Pick<PricingContent, "heading" | "headingText">;
  plans: PlansByCycle;
  tone?: Tone;
};

/** The landing page's pricing: the plans in the visitor's currency under the section's copy. */
export function PricingSection({ eyebrow, copy, plans, tone = "muted" }: Props) {
  return (
    <Section id="pricing" tone={tone} heading={{ eyebrow, title: copy.heading, text: copy.headingText }}>
      <div className="mt-10">
        <PricingPlans plans={plans} />
      </div>
    </Section>
  );
}
