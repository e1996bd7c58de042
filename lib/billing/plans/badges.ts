export type PlanBadge = "Most Popular" | "Best Value";

/** 'Most Popular' when the plan name contains 'pro', 'Best Value' when it contains 'enterprise'. */
export function planBadge(planName: string): PlanBadge | null {
  const name = planName.toLowerCase();
  if (name.includes("pro")) return "Most Popular";
  if (name.includes("enterprise")) return "Best Value";
  return null;
}
