import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { enqueueOnboarding } from "@/lib/clients/onboarding";
import type { Database } from "@/lib/db/client";
import { clients, clientSubscriptions, payments, type PaymentGatewayName } from "@/lib/db/schema";
import { enqueue } from "@/lib/outbox";
import { RECEIPT_EMAIL, receiptDedupeKey } from "./receipt-mail";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type PaidAt = { gateway: PaymentGatewayName; reference: string; gatewayPaymentId: string };

/**
 * The one fulfilment (DESIGN.md, Signup step 4): mark the payment paid, record the subscription on the client and
 * queue onboarding. Called by the browser's confirm/verify and by the webhook, whichever comes first: the
 * conditional update keyed on the gateway reference lets only one of them fulfil. True when this call fulfilled.
 */
export async function fulfilPayment(db: Database, paid: PaidAt, now = new Date()): Promise<boolean> {
  return db.transaction((tx) => fulfilIn(tx, paid, now));
}

export async function fulfilIn(tx: Tx, { gateway, reference, gatewayPaymentId }: PaidAt, now: Date): Promise<boolean> {
  const [payment] = await tx
    .update(payments)
    .set({ status: "paid", paidAt: now, gatewayPaymentId, failureMessage: null })
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference), ne(payments.status, "paid")))
    .returning();
  if (!payment) return false; // already fulfilled, or not ours
  const [client] = await tx.select().from(clients).where(eq(clients.id, payment.clientId));
  if (!client) return false;
  const billingCycle = client.billingCycle === "Yearly" ? "Yearly" : "Monthly";
  const endsAt = new Date(now);
  if (billingCycle === "Yearly") endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 1);
  else endsAt.setUTCMonth(endsAt.getUTCMonth() + 1);
  await tx.insert(clientSubscriptions).values({ clientId: client.id, planId: payment.planId, billingCycle, paymentId: payment.id, startsAt: now, endsAt });
  await enqueueOnboarding(tx, client, now);
  await enqueue(tx, "email", { template: RECEIPT_EMAIL, paymentId: payment.id }, { dedupeKey: receiptDedupeKey(payment.id) });
  return true;
}

/** A declined or failed attempt; a later success on the same reference still fulfils. */
export async function markFailed(db: Pick<Database, "update">, gateway: PaymentGatewayName, reference: string, message: string) {
  await db
    .update(payments)
    .set({ status: "failed", failureMessage: message })
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayReference, reference), ne(payments.status, "paid")));
}
