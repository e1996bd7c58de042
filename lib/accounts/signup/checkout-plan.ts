import * as z from "zod/mini";
import { findCatalogPlan, planInCurrency } from "@/lib/billing/plans/catalog";
import type { Plan, PlanCurrency } from "@/lib/billing/plans/types";

// The checkout's plan and cycle control (docs/buying.md, Changing plan or cycle in the checkout): the browser names a
// catalog id, nothing more; price, cycle and currency come from the catalog, in the registration's currency.

export const checkoutPlanSchema = z.object({ plan_id: z.int().check(z.positive()) });

/** The paid, active catalog plan a checkout asks to switch to, priced in `currency`; null for anything else. */
export function checkoutPlanChoice(payload: unknown, currency: PlanCurrency): Plan | null {
  const parsed = checkoutPlanSchema.safeParse(payload);
  if (!parsed.success) return null;
  const chosen = findCatalogPlan(parsed.data.plan_id);
  if (!chosen?.isactive || chosen.price <= 0) return null;
  const plan = planInCurrency(chosen, currency);
  return plan?.isactive && plan.price > 0 ? plan : null;
}
