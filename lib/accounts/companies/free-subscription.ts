import { desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clientSubscriptions } from "@/lib/platform/db/schema";
import { subscriptionEnd } from "@/lib/billing/plans/subscription-term";
import type { Plan } from "@/lib/billing/plans/types";

// A free plan's subscription, recorded when the account becomes ready on it (registration, or an unpaid paid plan
// switched to Free), as POST /api/subscriptions/assign records one: no payment, one cycle long.

/** The free plan's subscription for the client that the same statement inserts (`created` names that insert's CTE). */
export function freeSubscriptionForCreated(created: SQLWrapper, plan: Plan, now: Date): SQL {
  return sql`insert into ${clientSubscriptions} (client_id, plan_id, billing_cycle, payment_id, starts_at, ends_at)
    select id, ${plan.id}, ${plan.billing_cycle}, null, ${now.toISOString()}::timestamptz, ${subscriptionEnd(now, plan.billing_cycle).toISOString()}::timestamptz from ${created}`;
}

/** Records the free plan's subscription for an existing client, unless its latest one is that plan already. */
export async function startFreeSubscription(
  tx: Pick<Database, "select" | "insert">,
  clientId: number,
  plan: Plan,
  now: Date,
): Promise<void> {
  const [latest] = await tx
    .select({ planId: clientSubscriptions.planId, paymentId: clientSubscriptions.paymentId })
    .from(clientSubscriptions)
    .where(eq(clientSubscriptions.clientId, clientId))
    .orderBy(desc(clientSubscriptions.startsAt), desc(clientSubscriptions.id))
    .limit(1);
  if (latest && latest.planId === plan.id && latest.paymentId === null) return;
  await tx.insert(clientSubscriptions).values({
    clientId,
    planId: plan.id,
    billingCycle: plan.billing_cycle,
    paymentId: null,
    startsAt: now,
    endsAt: subscriptionEnd(now, plan.billing_cycle),
  });
}
