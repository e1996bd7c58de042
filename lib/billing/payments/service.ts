import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { clients, payments, webhookEvents, type Client, type PaymentGatewayName } from "@/lib/platform/db/schema";
import { ApiError } from "@/lib/platform/http";
import {
  findCatalogPlan,
  isFreePlanId,
  planCurrencyForCountry,
  planInCurrency,
  sameCatalogPlan,
} from "@/lib/billing/plans/catalog";
import type { Plan } from "@/lib/billing/plans/types";
import { gatewayCurrency, gatewayFacts, SANDBOX, type GatewayName } from "@/lib/billing/gateways";
import type { BillingDetails } from "@/lib/billing/tax/billing";
import { billingCountryOf, recordBilling, taxForOrder } from "./billing";
import { fulfilIn, fulfilPayment, markFailed, paidByAnother } from "./fulfil";
import { ALREADY_PAID, NOT_NEEDED_REFUNDED, PLAN_CHANGED, PROCESSING_FAILED } from "./form-messages";
import {
  toMinorUnits,
  WebhookSignatureError,
  type ConfirmInput,
  type CreatedPayment,
  type Gateway,
  type GatewayResolver,
  type PaymentOrder,
} from "./types";
import { logger } from "@/lib/platform/log";

/**
 * Prices the order from the catalog: the plan and billing cycle the client registered with (or, for an upgrade, the
 * paid plan it moves to), in the gateway's own currency where it has one, else the paying country's. Nothing the browser says about
 * the price is read.
 */
export function priceOrder(
  client: Pick<Client, "id" | "planId" | "billingCycle" | "countryCode">,
  kind: GatewayName,
  countryCode?: string,
  billing?: BillingDetails,
  upgradeTo?: Plan,
): PaymentOrder {
  const registered = upgradeTo ?? (client.planId === null ? undefined : findCatalogPlan(client.planId));
  if (!registered || (!upgradeTo && registered.billing_cycle !== client.billingCycle))
    throw new ApiError("bad_request", "This registration has no plan to pay for.");
  const currency = gatewayCurrency(kind) ?? planCurrencyForCountry(countryCode ?? client.countryCode);
  const plan = planInCurrency(registered, currency);
  if (!plan || plan.price <= 0) throw new ApiError("bad_request", "This plan needs no payment.");
  const billingCountry = billingCountryOf(countryCode, billing, client.countryCode);
  const tax = taxForOrder(toMinorUnits(plan.price), plan.currency, billingCountry, billing);
  return {
    clientId: client.id,
    plan,
    amount: tax.total,
    currency: plan.currency,
    receipt: `client-${client.id}-plan-${plan.id}`,
    tax,
  };
}

async function loadClient(db: Database, clientId: number) {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new ApiError("not_found", "Registration not found.");
  return client;
}

/**
 * A client on a free plan paying for a paid one: an upgrade, to the plan the checkout shows. Undefined otherwise (a
 * registration paying for its own plan).
 */
export function upgradePlan(client: Pick<Client, "planId">, shownPlanId: number | undefined): Plan | undefined {
  if (shownPlanId === undefined || !isFreePlanId(client.planId)) return undefined;
  const plan = findCatalogPlan(shownPlanId);
  return plan && plan.isactive && plan.price > 0 ? plan : undefined;
}

/**
 * Creates (or reuses) the pending payment for the signed-in client and answers what the browser needs. shownPlanId:
 * the plan the checkout shows; a registration switched to another plan since (in another tab) is refused with 409. A
 * client on a free plan pays for the paid plan shown: its upgrade, which fulfilment applies once paid.
 */
export async function startPayment(
  db: Database,
  resolve: GatewayResolver,
  input: { clientId: number; kind: GatewayName; countryCode?: string; shownPlanId?: number; billing?: BillingDetails },
): Promise<CreatedPayment> {
  const client = await loadClient(db, input.clientId);
  const upgradeTo = upgradePlan(client, input.shownPlanId);
  if (!upgradeTo && input.shownPlanId !== undefined && !sameCatalogPlan(input.shownPlanId, client.planId))
    throw new ApiError("conflict", PLAN_CHANGED);
  const order = priceOrder(client, input.kind, input.countryCode, input.billing, upgradeTo);
  const gateway = resolve(input.kind);
  const existing = await db.select().from(payments).where(eq(payments.clientId, client.id));
  if (existing.some((row) => row.status === "paid")) throw new ApiError("already_paid", ALREADY_PAID);
  // A sandbox session is reused; a live gateway answers the same order for the same idempotency key, or makes a new
  // one while the abandoned one stays pending (lib/billing/gateways/<name>/server.ts).
  const reusable = existing.find(
    (row) =>
      row.gateway === SANDBOX &&
      gateway.name === SANDBOX &&
      row.planId === order.plan.id &&
      row.amount === order.amount,
  );
  const billingCountry = billingCountryOf(input.countryCode, input.billing, client.countryCode);
  const billed = (paymentId: number) => recordBilling(db, paymentId, client, order.tax!, input.billing, billingCountry);
  if (reusable) {
    await billed(reusable.id);
    return {
      gateway: SANDBOX,
      reference: reusable.gatewayReference,
      amount: reusable.amount,
      currency: reusable.currency,
    };
  }
  const created = await gatewayCall(() => gateway.createPayment(order), input.kind);
  await db
    .insert(payments)
    .values({
      clientId: client.id,
      planId: order.plan.id,
      gateway: created.gateway,
      gatewayReference: created.reference,
      amount: order.amount,
      currency: order.currency,
    })
    .onConflictDoNothing();
  const [stored] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.gateway, created.gateway), eq(payments.gatewayReference, created.reference)));
  await billed(stored.id);
  return created;
}

async function gatewayCall<T>(call: () => Promise<T>, kind: GatewayName): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    logger.error({ err: error }, `Creating a ${kind} payment failed`);
    throw new ApiError("unavailable", gatewayFacts(kind).createFailed);
  }
}

/** Paid (and whether this call fulfilled it), or declined with the gateway's words: an answer, not an error. */
export type ConfirmResult = { status: "paid"; fulfilled: boolean } | { status: "declined"; message: string };

/**
 * The browser's confirm/verify call: asks the gateway (or checks the signature) about the payment WE stored for
 * this client, then fulfils. A decline is answered with the gateway's message, and the payment stays retryable.
 */
export async function confirmPayment(
  db: Database,
  resolve: GatewayResolver,
  input: { clientId: number; reference: string; gateways: PaymentGatewayName[]; confirm: ConfirmInput; now?: Date },
): Promise<ConfirmResult> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.clientId, input.clientId),
        eq(payments.gatewayReference, input.reference),
        inArray(payments.gateway, input.gateways),
      ),
    );
  if (!payment) throw new ApiError("not_found", "Payment not found.");
  if (payment.status === "paid") return { status: "paid", fulfilled: false };
  if (payment.status === "refunding" || payment.status === "refunded")
    throw new ApiError("conflict", NOT_NEEDED_REFUNDED);
  // The test card is charged by this very call, so a registration already paid is refused before it; the real
  // gateways charged in the browser, and a second payment there is refunded by fulfilment.
  if (input.confirm.kind === "card" && (await paidByAnother(db, payment)))
    throw new ApiError("already_paid", ALREADY_PAID);

  let outcome;
  try {
    outcome = await resolve(payment.gateway).confirm({ reference: payment.gatewayReference }, input.confirm);
  } catch (error) {
    logger.error({ err: error }, "Confirming a payment failed");
    throw new ApiError("unavailable", PROCESSING_FAILED);
  }
  if (outcome.status === "failed") {
    await markFailed(db, payment.gateway, payment.gatewayReference, outcome.message);
    return { status: "declined", message: outcome.message };
  }
  if (outcome.status === "pending") throw new ApiError("conflict", outcome.message);
  const settled = await fulfilPayment(
    db,
    { gateway: payment.gateway, reference: payment.gatewayReference, gatewayPaymentId: outcome.gatewayPaymentId },
    input.now,
  );
  if (settled === "refunding") throw new ApiError("conflict", NOT_NEEDED_REFUNDED);
  return { status: "paid", fulfilled: settled === "fulfilled" };
}

export type WebhookResult = { received: true; duplicate?: true; fulfilled?: boolean };

/**
 * A gateway webhook: signature verified on the raw body (400 otherwise), each event id handled once (a replay is
 * refused), recorded in the same transaction as its effect so a failed delivery can be retried.
 */
export async function handleWebhook(
  db: Database,
  gateway: Gateway,
  rawBody: string,
  headers: { get(name: string): string | null },
  now = new Date(),
): Promise<WebhookResult> {
  let event;
  try {
    event = await gateway.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError || error instanceof SyntaxError)
      throw new ApiError("bad_request", "Invalid webhook signature.");
    throw error;
  }
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ gateway: gateway.name, eventId: event.id, eventType: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded) return { received: true, duplicate: true };
    if (event.outcome === "paid" && event.reference) {
      const settled = await fulfilIn(
        tx,
        {
          gateway: gateway.name,
          reference: event.reference,
          gatewayPaymentId: event.gatewayPaymentId ?? event.reference,
        },
        now,
      );
      return { received: true, fulfilled: settled === "fulfilled" };
    }
    if (event.outcome === "failed" && event.reference)
      await markFailed(tx, gateway.name, event.reference, event.message ?? "Payment failed");
    return { received: true };
  });
}
