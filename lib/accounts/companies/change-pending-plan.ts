import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, type Client } from "@/lib/platform/db/schema";
import { freeCatalogPlan } from "@/lib/billing/plans/catalog";
import type { Plan } from "@/lib/billing/plans/types";
import { awaitsPayment } from "./awaiting-payment";
import { startFreeSubscription } from "./free-subscription";
import { enqueueOnboarding } from "../../billing/onboarding";

/**
 * The visitor chose another plan for a registration that still awaits payment (docs/product.md section 2: /signup's plan
 * parameter chooses the plan). A paid plan awaits its payment in turn; Free (or no plan, which is Free) makes the
 * account ready now, with its subscription, as a free registration is. Null when the registration no longer awaits
 * payment: nothing is changed.
 * Payments begun for the old plan fulfil nothing once they no longer match (lib/billing/payments/fulfil.ts).
 */
export async function changePendingPlan(
  db: Database,
  clientId: number,
  plan: Plan | null,
  now = new Date(),
): Promise<Client | null> {
  return db.transaction(async (tx) => {
    // Taking turns with fulfilment (which locks the same row), so a payment and a change never cross.
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for("update");
    if (!client || !(await awaitsPayment(tx, client))) return null;
    const chosen = plan ?? freeCatalogPlan(client.currencyCode === "INR" ? "INR" : "USD");
    const [changed] = await tx
      .update(clients)
      .set({
        planId: chosen.id,
        billingCycle: chosen.billing_cycle,
        planPrice: chosen.price,
        currencyCode: chosen.currency,
      })
      .where(eq(clients.id, clientId))
      .returning();
    if (chosen.price > 0) return changed;
    await startFreeSubscription(tx, clientId, chosen, now);
    await enqueueOnboarding(tx, changed, now);
    const [ready] = await tx.select().from(clients).where(eq(clients.id, clientId));
    return ready;
  });
}
