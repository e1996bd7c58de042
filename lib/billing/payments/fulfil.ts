import "server-only";
import { and, eq, inArray, isNull, lte, ne } from "drizzle-orm";
import { enqueueOnboarding } from "@/lib/billing/onboarding";
import type { Database } from "@/lib/platform/db/client";
import {
  clients,
  clientSubscriptions,
  payments,
  type Client,
  type Payment,
  type PaymentGatewayName,
} from "@/lib/platform/db/schema";
import { issueInvoice } from "@/lib/billing/invoices/issue";
import { queueMail } from "@/lib/platform/mail/queue";
import { enqueue } from "@/lib/platform/outbox";
import { findCatalogPlan, isFreePlanId, sameCatalogPlan } from "@/lib/billing/plans/catalog";
import { RECEIPT_EMAIL, receiptDedupeKey } from "./receipt-mail";
import { REFUND_JOB } from "./refund";
import { subscriptionEnd } from "../plans/subscription-term";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type PaidAt = { gateway: PaymentGatewayName; reference: string; gatewayPaymentId: string };

/** What a "paid" did: fulfilled the registration, was not needed (refund queued), or changed nothing (settled already, or not ours). */
export type Settlement = "fulfilled" | "refunding" | "unchanged";

// A payment still open to a gateway's "paid": never one already settled either way.
const OPEN = ["pending", "failed"] as const;

/**
 * The one fulfilment (docs/architecture.md, Signup step 4): mark the payment paid, record the subscription on the client and
 * queue onboarding. Called by the browser's confirm/verify and by the webhook, whichever comes first: the
 * conditional update keyed on the gateway reference lets only one of them fulfil.
 *
 * A registration is paid for once, for the plan it has now. A payment that succeeds when another has paid already
 * (a session opened in another tab, browser or gateway, or a late webhook for one), or for a plan the visitor has
 * since changed, fulfils nothing and is queued for a refund instead.
 */
export async function fulfilPayment(db: Database, paid: PaidAt, now = new Date()): Promise<Settlement> {
  return db.transaction((tx) => fulfilIn(tx, paid, now));
}

export async function fulfilIn(tx: Tx, paid: PaidAt, now: Date): Promise<Settlement> {
  const [stored] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, paid.gateway), eq(payments.gatewayReference, paid.reference)));
  if (!stored || !OPEN.includes(stored.status as (typeof OPEN)[number])) return "unchanged"; // not ours, or already settled
  // Two payments of one client settling at once take turns here, so only one of them fulfils.
  const [client] = await tx.select().from(clients).where(eq(clients.id, stored.clientId)).for("update");
  if (!client) return "unchanged";
  const [payment] = await tx
    .update(payments)
    .set({
      status: (await notNeeded(tx, stored, client)) ? "refunding" : "paid",
      paidAt: now,
      gatewayPaymentId: paid.gatewayPaymentId,
      failureMessage: null,
    })
    .where(and(eq(payments.id, stored.id), inArray(payments.status, OPEN)))
    .returning();
  if (!payment) return "unchanged";
  if (payment.status === "refunding") {
    await enqueue(tx, REFUND_JOB, { paymentId: payment.id }, { dedupeKey: `refund:${payment.id}` });
    return "refunding";
  }
  await subscribe(tx, client, payment, now);
  return "fulfilled";
}

/** Paid for by another payment already, or begun for a plan the registration no longer has (and no upgrade). */
async function notNeeded(tx: Tx, payment: Payment, client: Client): Promise<boolean> {
  if (await paidByAnother(tx, payment)) return true;
  return !sameCatalogPlan(payment.planId, client.planId) && !(await isUpgrade(tx, payment, client));
}

/**
 * A paid plan's payment by a client on a free plan that began while it was on it: its upgrade. A payment begun for a
 * paid registration that was switched to Free since began before that free plan's subscription: it is not one.
 */
async function isUpgrade(tx: Tx, payment: Payment, client: Client): Promise<boolean> {
  if (!isFreePlanId(client.planId) || !((findCatalogPlan(payment.planId)?.price ?? 0) > 0)) return false;
  const [onFree] = await tx
    .select({ id: clientSubscriptions.id })
    .from(clientSubscriptions)
    .where(
      and(
        eq(clientSubscriptions.clientId, client.id),
        isNull(clientSubscriptions.paymentId),
        lte(clientSubscriptions.startsAt, payment.createdAt),
      ),
    )
    .limit(1);
  return Boolean(onFree);
}

async function subscribe(tx: Tx, client: Client, payment: Payment, now: Date) {
  const upgradeTo = sameCatalogPlan(payment.planId, client.planId) ? undefined : findCatalogPlan(payment.planId);
  // An upgrade moves the client to the plan paid for; a registration keeps the plan (and cycle) it has.
  if (upgradeTo) {
    await tx
      .update(clients)
      .set({
        planId: upgradeTo.id,
        billingCycle: upgradeTo.billing_cycle,
        planPrice: upgradeTo.price,
        currencyCode: upgradeTo.currency,
      })
      .where(eq(clients.id, client.id));
  }
  const billingCycle = (upgradeTo?.billing_cycle ?? client.billingCycle) === "Yearly" ? "Yearly" : "Monthly";
  const endsAt = subscriptionEnd(now, billingCycle);
  await tx.insert(clientSubscriptions).values({
    clientId: client.id,
    planId: payment.planId,
    billingCycle,
    paymentId: payment.id,
    startsAt: now,
    endsAt,
  });
  // A paid registration becomes ready now; an upgraded account was ready (and welcomed) on its free plan already.
  if (client.platformSync === "not_started") await enqueueOnboarding(tx, client, now);
  await issueInvoice(tx, payment, client, now);
  await queueMail(tx, { template: RECEIPT_EMAIL, paymentId: payment.id }, { dedupeKey: receiptDedupeKey(payment.id) });
}

/** A declined or failed attempt; a later success on the same reference still fulfils. */
export async function markFailed(
  db: Pick<Database, "update">,
  gateway: PaymentGatewayName,
  reference: string,
  message: string,
) {
  await db
    .update(payments)
    .set({ status: "failed", failureMessage: message })
    .where(
      and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference), inArray(payments.status, OPEN)),
    );
}

/** Whether another payment of the payment's client has paid for its registration already. */
export async function paidByAnother(
  db: Pick<Database, "select">,
  payment: Pick<Payment, "id" | "clientId">,
): Promise<boolean> {
  const [other] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.clientId, payment.clientId), ne(payments.id, payment.id), eq(payments.status, "paid")))
    .limit(1);
  return Boolean(other);
}
