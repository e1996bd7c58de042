"use client";

import { track } from "@vercel/analytics";
import type { ReactNode } from "react";
import { IntentLink } from "@/components/ui/intent-link";

/** What 'Pricing/Plan Selected' reports: only these go into the page's payload, not the whole plan. */
export type PlanSelected = { plan: string; price: number; currency: string; billing_cycle: string };

type Props = { selected: PlanSelected; href: string; className: string; children: ReactNode };

/**
 * A plan card's signup link: reports 'Pricing/Plan Selected' when used, and (as eight of them are on the page)
 * prefetches the signup form's code on intent, not on sight. The card around it is server-rendered.
 */
export function PlanLink({ selected, href, className, children }: Props) {
  return (
    <IntentLink href={href} onClick={() => track("Pricing/Plan Selected", selected)} className={className}>
      {children}
    </IntentLink>
  );
}
