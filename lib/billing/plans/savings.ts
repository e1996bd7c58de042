import type { Plan } from "./types";

/** docs/product.md section 9: round((12 × monthly − yearly) / (12 × monthly) × 100); 0 if either price is 0. */
export function annualSavingsPercent(monthlyPrice: number, yearlyPrice: number): number {
  if (monthlyPrice <= 0 || yearlyPrice <= 0) return 0;
  const fullYear = 12 * monthlyPrice;
  return Math.round(((fullYear - yearlyPrice) / fullYear) * 100);
}

/** The 'Save Up To N%' figure: the largest saving of any plan offered in both cycles (0 means no badge). */
export function maxAnnualSavings(monthlyPlans: Plan[], yearlyPlans: Plan[]): number {
  let best = 0;
  for (const monthly of monthlyPlans) {
    const yearly = yearlyPlans.find((plan) => plan.plan_id === monthly.plan_id);
    if (yearly) best = Math.max(best, annualSavingsPercent(monthly.price, yearly.price));
  }
  return best;
}
