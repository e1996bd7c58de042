import { INHERITS_LINE, LIMIT_LINE } from "@/lib/billing/plans/copy";
import type { PricingCopyItem } from "@/lib/content/types";
import { comparisonRows } from "../billing/plans/comparison";
import { defaultFeatures, planFeatures } from "../billing/plans/features";
import { billingPeriodLabel, formatCount, formatPlanPrice, formatUserLimit } from "../billing/plans/format";
import type { Plan } from "../billing/plans/types";

// The content API's `pricing` section lists the plans as the site's cards show them (docs/product.md section 3), in
// the shape its readers have always had: made here from the catalog and the plans' words (content/plan-copy.json),
// never kept as a second copy that could say otherwise.

export type IconSize = { width: number; height: number };

/** Each plan's icon: public/images/pricing/<name>.svg. */
export const planIconPath = (plan: Pick<Plan, "plan_name">) =>
  `/images/pricing/${plan.plan_name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.svg`;

/**
 * One item per plan: users and tokens as the first two points, then the plan's first two features of its own
 * ("Everything in …" expanded when it has fewer), as its card lists them. `iconSize`: each icon's size, as the server
 * reads it from the file (lib/content/sections.ts).
 */
export function pricingDataOf(plans: Plan[], iconSize: (src: string) => IconSize): PricingCopyItem[] {
  const rows = comparisonRows(plans);
  return plans.map((plan, index) => {
    const ownLine = (line: string) => !INHERITS_LINE.test(line) && !LIMIT_LINE.test(line);
    const points = [
      ...planFeatures(plan).filter(ownLine),
      ...rows.filter((row) => row.included[index]).map((row) => row.feature),
      ...defaultFeatures(plan).filter(ownLine),
    ];
    const [li_3, li_4] = [...new Set(points)];
    const free = plan.price === 0;
    return {
      planImage: { src: planIconPath(plan), ...iconSize(planIconPath(plan)), alt: "" },
      planTitle: plan.plan_name,
      planPrice: free ? `${plan.currency_symbol}0` : formatPlanPrice(plan.price, plan.currency),
      priceSub: billingPeriodLabel(plan.billing_cycle),
      li_1: formatUserLimit(plan.user_limit, plan.currency),
      li_2: `${formatCount(plan.ai_tokens_limit, plan.currency)} AI tokens/${plan.billing_cycle === "Yearly" ? "year" : "month"}`,
      li_3,
      li_4,
      planBtn: free ? "Start Free" : "Get Started",
    };
  });
}
