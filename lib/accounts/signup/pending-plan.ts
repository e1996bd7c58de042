import "server-only";
import { adminApi } from "@/lib/accounts/backend";
import { changePendingPlan } from "@/lib/accounts/companies/change-pending-plan";
import { PLAN_UNAVAILABLE } from "@/lib/accounts/companies/messages";
import { toSignupPlan, type PendingSignup, type SignupAnswer } from "@/lib/accounts/signup/page";
import { getDb } from "@/lib/platform/db";
import { ALREADY_PAID } from "@/lib/billing/payments/form-messages";
import { SIGNUP_EXPIRED } from "@/lib/accounts/signup/signup-client";
import { findCatalogPlan, planInCurrency, sameCatalogPlan } from "@/lib/billing/plans/catalog";
import type { PlanCurrency } from "@/lib/billing/plans/types";
import { checkoutPlanChoice, checkoutPlanSchema } from "./checkout-plan";
import { sessionPendingSignup } from "./session";

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

/**
 * The checkout's plan and cycle control (docs/buying.md): the session's unpaid registration switched to another paid
 * plan, in its currency. The browser's input is one catalog id, checked with zod before anything else is read; the
 * checkout then shows and charges the plan the server answers with.
 */
export async function changePlanInCheckout(payload: unknown): Promise<{ answer: SignupAnswer; queuedJobs?: boolean }> {
  if (!checkoutPlanSchema.safeParse(payload).success)
    return { answer: { success: false, code: "invalid_input", error: PLAN_UNAVAILABLE } };
  const pending = await sessionPendingSignup();
  if (!pending) return { answer: { success: false, code: "unauthorized", error: SIGNUP_EXPIRED } };
  const plan = checkoutPlanChoice(payload, pending.plan.currency as PlanCurrency);
  if (!plan || !adminApi().capabilities.planChange)
    return { answer: { success: false, code: "plan_unavailable", error: PLAN_UNAVAILABLE } };
  return continuePending(pending, plan.id);
}
