import { INHERITS_LINE, LIMIT_LINE } from "@/lib/billing/plans/copy";
import { planFeatures } from "./features";
import type { Plan } from "./types";

export type ComparisonRow = { feature: string; included: boolean[] };

// Users and tokens get rows of their own; "Everything in X" is expanded instead of listed (the lines' forms are
// lib/billing/plans/copy.ts's, which refuses an "Everything in" naming no earlier plan).

/**
 * One row per feature across plans (in catalog order), with which plans include it. A plan whose list starts
 * "Everything in Starter" includes everything Starter includes.
 */
export function comparisonRows(plans: Plan[]): ComparisonRow[] {
  const effective = new Map<string, Set<string>>();
  const order: string[] = [];
  for (const plan of plans) {
    const features = new Set<string>();
    for (const feature of planFeatures(plan)) {
      const inherited = INHERITS_LINE.exec(feature)?.[1];
      if (inherited) effective.get(inherited)?.forEach((item) => features.add(item));
      else if (!LIMIT_LINE.test(feature)) features.add(feature);
    }
    for (const feature of features) if (!order.includes(feature)) order.push(feature);
    effective.set(plan.plan_name, features);
  }
  return order.map((feature) => ({
    feature,
    included: plans.map((plan) => effective.get(plan.plan_name)?.has(feature) ?? false),
  }));
}
