import "server-only";
import type { AdminApi } from "@/lib/accounts/backend/contract";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { chosenPaidPlan } from "@/lib/accounts/companies/awaiting-payment";
import { toSignupPlan, type PendingSignup, type RegisteredSignup } from "@/lib/accounts/signup/page";

type ClientCalls = Pick<AdminApi, "getClient" | "getClientSubscription">;

/** Where a registered client's signup stands: its paid plan awaits payment, or its account is ready. */
export type SignupStatus =
  { pending: PendingSignup; registered?: never } | { registered: RegisteredSignup; pending?: never };

/**
 * The session's client as the signup page shows it on a reload: pending with the plan as the server stored it (what
 * the checkout charges), or registered (a free plan, a paid one, or a plan the catalog no longer has).
 */
export async function signupStatus(api: ClientCalls, clientId: number): Promise<SignupStatus> {
  const client = await api.getClient(clientId);
  const { id, client_name, contact_name, contact_email, contact_phone } = client;
  const plan = chosenPaidPlan(client.plan_id, client.billing_cycle);
  // Fulfilment records the subscription: one exists once the plan is paid.
  const paid = plan ? Boolean(await api.getClientSubscription(clientId)) : false;
  if (plan && !paid)
    return {
      pending: { client_id: id, client_name, contact_name, contact_email, contact_phone, plan: toSignupPlan(plan) },
    };
  const registeredPlan = client.plan_id === null ? undefined : findCatalogPlan(client.plan_id);
  return {
    registered: {
      client_id: id,
      client_name,
      contact_name,
      contact_email,
      contact_phone,
      paid,
      plan: registeredPlan ? toSignupPlan(registeredPlan) : null,
    },
  };
}

/** The session's client when its paid plan still awaits payment; null once its account is ready. */
export async function pendingSignup(api: ClientCalls, clientId: number): Promise<PendingSignup | null> {
  return (await signupStatus(api, clientId)).pending ?? null;
}

/** True when the e-mail is the pending client's own (how registration compares e-mails: case-insensitively). */
export function isPendingEmail(pending: PendingSignup, email: string): boolean {
  return pending.contact_email.trim().toLowerCase() === email.trim().toLowerCase();
}
