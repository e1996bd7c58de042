import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, clientSubscriptions, type Client } from "@/lib/platform/db/schema";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";

type Reader = Pick<Database, "select">;

/** The paid catalog plan a client registered for, in the cycle it chose; undefined for free, none or withdrawn. */
export function chosenPaidPlan(planId: number | null, billingCycle: string | null) {
  const plan = planId === null ? undefined : findCatalogPlan(planId);
  return plan && plan.price > 0 && plan.billing_cycle === billingCycle ? plan : undefined;
}

/**
 * Whether a registered client's paid plan still awaits payment, as pendingSignup decides it for the session's
 * client: a paid catalog plan in the cycle it was registered with, and no subscription yet (fulfilment adds one).
 */
export async function awaitsPayment(
  db: Reader,
  client: Pick<Client, "id" | "planId" | "billingCycle">,
): Promise<boolean> {
  if (!chosenPaidPlan(client.planId, client.billingCycle)) return false;
  const [subscription] = await db
    .select({ id: clientSubscriptions.id })
    .from(clientSubscriptions)
    .where(eq(clientSubscriptions.clientId, client.id))
    .limit(1);
  return !subscription;
}

/** The client registered with this e-mail (compared as registration does: case-insensitively), or undefined. */
export async function clientByEmail(db: Reader, email: string): Promise<Client | undefined> {
  const [client] = await db
    .select()
    .from(clients)
    .where(sql`lower(${clients.contactEmail}) = lower(${email.trim()})`)
    .limit(1);
  return client;
}
