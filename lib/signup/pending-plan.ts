import "server-only";
import { adminApi } from "@/lib/admin";
import { changePendingPlan } from "@/lib/clients/change-pending-plan";
import { PLAN_UNAVAILABLE } from "@/lib/clients/messages";
import { toSignupPlan, type PendingSignup, type SignupAnswer } from "@/lib/clients/signup-page";
import { getDb } from "@/lib/db";
import { ALREADY_PAID } from "@/lib/payments/messages";
import { findCatalogPlan, planInCurrency, sameCatalogPlan } from "@/lib/plans/catalog";
import type { PlanCurrency } from "@/lib/plans/types";

/**
 * The session's unpaid registration, submitted again: with its own plan, its payment step; with another plan (the
 * visitor went back to pricing and chose again), that plan instead, kept in the registration's currency. A backend
 * that cannot change a plan before payment (a remote provider) keeps the registration's plan. queuedJobs: the
 * welcome e-mail, now that a switch to Free made the account ready.
 */
export async function continuePending(
  pending: PendingSignup,
  chosenId: number | null,
): Promise<{ answer: SignupAnswer; queuedJobs?: boolean }> {
  if (sameCatalogPlan(chosenId, pending.plan.id) || !adminApi().capabilities.planChange)
    return { answer: { resume: pending } };
  const chosen = chosenId === null ? null : findCatalogPlan(chosenId);
  if (chosen === undefined || (chosen && !chosen.isactive))
    return { answer: { success: false, code: "plan_unavailable", error: PLAN_UNAVAILABLE } };
  const plan = chosen && (planInCurrency(chosen, pending.plan.currency as PlanCurrency) ?? chosen);
  const changed = await changePendingPlan(await getDb(), pending.client_id, plan);
  if (!changed) return { answer: { success: false, code: "already_paid", error: ALREADY_PAID } };
  if (plan && plan.price > 0) return { answer: { resume: { ...pending, plan: toSignupPlan(plan) } } };
  return { answer: { ready: { contact_email: pending.contact_email } }, queuedJobs: true };
}
