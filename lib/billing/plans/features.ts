import { formatCount, formatUserLimit } from "./format";
import type { Plan } from "./types";

/** docs/product.md section 9's default list for a plan that has no features of its own. */
export function defaultFeatures(
  plan: Pick<Plan, "plan_name" | "user_limit" | "ai_tokens_limit" | "billing_cycle"> & Partial<Pick<Plan, "currency">>,
): string[] {
  const name = plan.plan_name.toLowerCase();
  const period = plan.billing_cycle === "Yearly" ? "year" : "month";
  const features = [
    formatUserLimit(plan.user_limit, plan.currency),
    `${formatCount(plan.ai_tokens_limit, plan.currency)} AI tokens/${period}`,
    "Dashboard Analytics",
    name.includes("pro") || name.includes("enterprise") ? "Priority Support" : "Email Support",
  ];
  if (name.includes("enterprise")) features.push("Dedicated Account Manager");
  return features;
}

export function planFeatures(plan: Plan): string[] {
  return plan.features.length > 0 ? plan.features : defaultFeatures(plan);
}
