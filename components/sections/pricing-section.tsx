import Image from "next/image";
import Link from "next/link";
import type { PricingContent, PricingCopyItem } from "@/content/types";
import { buttonClasses } from "@/components/ui/button-link";
import { EmptyState } from "@/components/ui/empty-state";
import { SectionHeading } from "@/components/ui/section-heading";
import { CheckIcon } from "./check-icon";
import { Section, type Tone } from "./section";

type Props = { content: PricingContent | null; tone?: Tone };

// SPEC: "Most Popular" when the plan name contains 'pro', "Best Value" when it contains 'enterprise'.
function badgeFor(title: string) {
  const name = title.toLowerCase();
  if (name.includes("enterprise")) return "Best Value";
  if (name.includes("pro")) return "Most Popular";
  return null;
}

/** The static plan cards; plan ids follow the catalog order (Free = 1 … Enterprise = 4). */
export function PricingSection({ content, tone = "muted" }: Props) {
  const plans = content?.pricingData ?? [];
  return (
    <Section id="pricing" tone={tone}>
      <SectionHeading id="pricing-title" eyebrow="Pricing" title={content?.heading ?? "Pricing"} text={content?.headingText} />
      {plans.length === 0 ? (
        <div className="mt-12">
          <EmptyState message="No pricing content available." />
        </div>
      ) : (
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {plans.map((plan, index) => (
            <li key={plan.planTitle} className="flex">
              <PlanCard plan={plan} planId={index + 1} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function PlanCard({ plan, planId }: { plan: PricingCopyItem; planId: number }) {
  const badge = badgeFor(plan.planTitle);
  const featured = badge === "Most Popular";
  const titleId = `plan-${planId}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ${
        featured ? "ring-2 ring-brand-600" : "ring-1 ring-slate-200"
      }`}
    >
      {badge ? (
        <p
          className={`absolute -top-3 right-6 rounded-full px-3 py-1 text-xs font-bold ${
            featured ? "bg-brand-600 text-white" : "bg-accent-500 text-ink"
          }`}
        >
          {badge}
        </p>
      ) : null}
      <Image
        src={plan.planImage.src}
        alt={plan.planImage.alt}
        width={plan.planImage.width}
        height={plan.planImage.height}
        className="size-14"
      />
      <h3 id={titleId} className="mt-4 text-xl font-bold">
        {plan.planTitle}
      </h3>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-ink">{plan.planPrice}</span>
        <span className="text-sm font-medium text-slate-600">{plan.priceSub}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm">
        {[plan.li_1, plan.li_2, plan.li_3, plan.li_4].map((item) => (
          <li key={item} className="flex gap-2">
            <CheckIcon className="size-5 text-brand-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <Link
        href={`/signup?plan=${planId}&billing_cycle=Monthly`}
        aria-describedby={titleId}
        className={`${buttonClasses(featured ? "primary" : "secondary")} mt-8 w-full`}
      >
        {plan.planBtn}
      </Link>
    </article>
  );
}
