import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedByClient } from "./clients";
import { createdAt, moment, oneOf } from "./columns";

/**
 * A gateway's name as stored (payments.gateway, webhook_events.gateway): plain text, no database constraint, so a new
 * gateway stores its name without a migration. lib/billing/gateways names them.
 */
export type PaymentGatewayName = string;
// refunding/refunded: a second payment for a registration already paid (another tab, gateway or browser), which
// fulfils nothing and is given back (lib/billing/payments/refund.ts).
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunding", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One order at a gateway (the gateway's payment or order, or a sandbox session), priced from the catalog. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    clientId: ownedByClient(),
    planId: integer("plan_id").notNull(),
    gateway: text("gateway").notNull(),
    // The gateway's id for the order (or the sandbox session's): what fulfilment is keyed on.
    gatewayReference: text("gateway_reference").notNull(),
    // In the currency's smallest unit (cents, paise).
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    // The gateway's payment id once paid.
    gatewayPaymentId: text("gateway_payment_id"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    paidAt: moment("paid_at"),
  },
  (table) => [
    uniqueIndex("payments_gateway_reference_key").on(table.gateway, table.gatewayReference),
    index("payments_client_id_idx").on(table.clientId),
    oneOf("payments_status_check", table.status, PAYMENT_STATUSES),
  ],
);

/** Webhook events already handled, so a replayed delivery is refused. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    receivedAt: moment("received_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("webhook_events_gateway_event_id_key").on(table.gateway, table.eventId)],
);

/** The subscription a fulfilled payment (or a direct free-plan assignment) gives the client. */
export const clientSubscriptions = pgTable(
  "client_subscriptions",
  {
    id: serial("id").primaryKey(),
    clientId: ownedByClient(),
    planId: integer("plan_id").notNull(),
    billingCycle: text("billing_cycle").notNull(),
    // Null for a free plan assigned directly (POST /api/subscriptions/assign); paid plans always have their payment.
    paymentId: integer("payment_id").references(() => payments.id),
    startsAt: moment("starts_at").notNull(),
    endsAt: moment("ends_at").notNull(),
  },
  (table) => [
    uniqueIndex("client_subscriptions_payment_id_key").on(table.paymentId),
    index("client_subscriptions_client_id_idx").on(table.clientId),
  ],
);

export type Payment = typeof payments.$inferSelect;

/**
 * The sandbox gateway's own records (lib/billing/gateways/sandbox/server.ts): what its test card did to each session, written when
 * the card is charged and before fulfilment, so reconciliation can ask the sandbox as it asks a live gateway.
 */
const SANDBOX_OUTCOMES = ["paid", "declined"] as const;
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    reference: text("reference").primaryKey(),
    outcome: text("outcome", { enum: SANDBOX_OUTCOMES }).notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    message: text("message"),
    chargedAt: moment("charged_at").notNull().defaultNow(),
  },
  (table) => [oneOf("sandbox_charges_outcome_check", table.outcome, SANDBOX_OUTCOMES)],
);
