import { PLAN_CATALOG } from "@/lib/billing/plans/plans";
import type { BillingCycle, Plan, PlanCurrency, PlansQuery, PlansResponse } from "./types";

/** INR for India, USD for every other or unknown country (plans exist in those two currencies only). */
export function planCurrencyForCountry(countryCode: string | undefined): PlanCurrency {
  return countryCode?.toUpperCase() === "IN" ? "INR" : "USD";
}

export function listCatalogPlans({ country_code, billing_cycle }: PlansQuery): PlansResponse {
  const currency = planCurrencyForCountry(country_code);
  const plans = PLAN_CATALOG.filter(
    (plan) => plan.isactive && plan.currency === currency && plan.billing_cycle === billing_cycle,
  );
  return { plans, currency };
}

export function findCatalogPlan(id: number): Plan | undefined {
  return PLAN_CATALOG.find((plan) => plan.id === id);
}

/** A plan's name as a link writes it: "Professional" → "professional" (spaces as hyphens). */
export const planSlug = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");

/** The active plan a link names by its name or slug, in any case, in the given cycle (USD; the caller re-prices it). */
export function findCatalogPlanByName(name: string, cycle: BillingCycle): Plan | undefined {
  const slug = planSlug(name);
  return PLAN_CATALOG.find(
    (plan) =>
      plan.isactive && plan.currency === "USD" && plan.billing_cycle === cycle && planSlug(plan.plan_name) === slug,
  );
}

/** The same plan in the other cycle (shared plan_id and currency). */
export function counterpartPlan(plan: Plan, cycle: BillingCycle): Plan | undefined {
  return PLAN_CATALOG.find(
    (other) => other.plan_id === plan.plan_id && other.currency === plan.currency && other.billing_cycle === cycle,
  );
}

/** The same plan and cycle priced in another currency (the checkout's country decides USD or INR). */
export function planInCurrency(
  plan: Pick<Plan, "plan_id" | "billing_cycle">,
  currency: PlanCurrency,
): Plan | undefined {
  return PLAN_CATALOG.find(
    (other) =>
      other.plan_id === plan.plan_id && other.billing_cycle === plan.billing_cycle && other.currency === currency,
  );
}

/** The Free plan in a currency and cycle: what a registration without a plan gets, and what the limits fall back to. */
export function freeCatalogPlan(currency: PlanCurrency, cycle: BillingCycle = "Monthly"): Plan {
  const plan = PLAN_CATALOG.find(
    (candidate) =>
      candidate.isactive &&
      candidate.price === 0 &&
      candidate.currency === currency &&
      candidate.billing_cycle === cycle,
  );
  if (!plan) throw new Error(`The plan catalog has no free ${cycle} plan in ${currency}.`);
  return plan;
}

/** Whether a client's plan is a free one (no plan at all counts as free: it gets the Free plan's limits). */
export function isFreePlanId(id: number | null | undefined): boolean {
  return id == null || findCatalogPlan(id)?.price === 0;
}

/** Whether two catalog ids name the same plan and cycle, whatever the currency of each. */
export function sameCatalogPlan(a: number | null | undefined, b: number | null | undefined): boolean {
  const [first, second] = [a, b].map((id) => (id == null ? undefined : findCatalogPlan(id)));
  return Boolean(first && second && first.plan_id === second.plan_id && first.billing_cycle === second.billing_cycle);
}
