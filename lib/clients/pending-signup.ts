import "server-only";
import type { AdminApi } from "@/lib/admin/contract";
import { chosenPaidPlan } from "./awaiting-payment";
import { toSignupPlan, type PendingSignup } from "./signup-page";

type ClientCalls = Pick<AdminApi, "getClient" | "getClientSubscription">;

/**
 * The session's client when its paid plan still awaits payment, with the plan as the server stored it (what the
 * checkout charges); null for a free plan, a paid one, or a plan the catalog no longer has.
 */
export async function pendingSignup(api: ClientCalls, clientId: number): Promise<PendingSignup | null> {
  const client = await api.getClient(clientId);
  const plan = chosenPaidPlan(client.plan_id, client.billing_cycle);
  if (!plan) return null;
  // Fulfilment records the subscription: one exists once the plan is paid.
  if (await api.getClientSubscription(clientId)) return null;
  const { id, client_name, contact_name, contact_email, contact_phone } = client;
  return { client_id: id, client_name, contact_name, contact_email, contact_phone, plan: toSignupPlan(plan) };
}

/** True when the e-mail is the pending client's own (how registration compares e-mails: case-insensitively). */
export function isPendingEmail(pending: PendingSignup, email: string): boolean {
  return pending.contact_email.trim().toLowerCase() === email.trim().toLowerCase();
}
