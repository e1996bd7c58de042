import type { BillingCycle } from "./types";

/** A plan price for display: 'Free' for 0, else the currency with 0 to 2 decimals ($29, $49.99, ₹2,399). */
export function formatPlanPrice(price: number, currency: string): string {
  if (price === 0) return "Free";
  return new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US", {
    style: "currency",
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(price);
}

export function billingPeriodLabel(cycle: BillingCycle | string | undefined): "/year" | "/month" {
  return cycle === "Yearly" ? "/year" : "/month";
}

/** A count on a plan (users, tokens), grouped as its price is: 12,00,000 beside an INR price, 1,200,000 otherwise. */
export function formatCount(value: number, currency?: string): string {
  return new Intl.NumberFormat(currency === "INR" ? "en-IN" : "en-US").format(value);
}
