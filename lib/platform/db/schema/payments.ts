import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clients } from "./clients";

export const PAYMENT_GATEWAYS = ["stripe", "razorpay", "sandbox"] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
// refunding/refunded: a second payment for a registration already paid (another tab, gateway or browser), which
// fulfils nothing and is given back (lib/billing/payments/refund.ts).
export const PAYMENT_STATUSES = ["pending", "paid", "failed", "refunding", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One order at a gateway (PaymentIntent, Razorpay order, sandbox session), priced from the catalog. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    planId: integer("plan_id").notNull(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS }).notNull(),
    // PaymentIntent id, Razorpay order id or sandbox session id: what fulfilment is keyed on.
    gatewayReference: text("gateway_reference").notNull(),
    // In the currency's smallest unit (cents, paise).
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    // The gateway's payment id once paid (Razorpay payment id, Stripe PaymentIntent id).
    gatewayPaymentId: text("gateway_payment_id"),
    failureMessage: text("failure_message"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    uniqueIndex("payments_gateway_reference_key").on(table.gateway, table.gatewayReference),
    index("payments_client_id_idx").on(table.clientId),
    check("payments_status_check", sql`${table.status} in ('pending', 'paid', 'failed', 'refunding', 'refunded')`),
  ],
);

/** Webhook events already handled, so a replayed delivery is refused. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: serial("id").primaryKey(),
    gateway: text("gateway", { enum: PAYMENT_GATEWAYS }).notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("webhook_events_gateway_event_id_key").on(table.gateway, table.eventId)],
);

/** The subscription a fulfilled payment (or a direct free-plan assignment) gives the client. */
export const clientSubscriptions = pgTable(
  "client_subscriptions",
  {
    id: serial("id").primaryKey(),
    clientId: integer("client_id")
      .notNull()
      .references(() => clients.id, { onDelete: "cascade" }),
    planId: integer("plan_id").notNull(),
    billingCycle: text("billing_cycle").notNull(),
    // Null for a free plan assigned directly (POST /api/subscriptions/assign); paid plans always have their payment.
    paymentId: integer("payment_id").references(() => payments.id),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    uniqueIndex("client_subscriptions_payment_id_key").on(table.paymentId),
    index("client_subscriptions_client_id_idx").on(table.clientId),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * The sandbox gateway's own records (lib/billing/payments/sandbox.ts): what its test card did to each session, written when
 * the card is charged and before fulfilment, so reconciliation can ask the sandbox as it asks Stripe or Razorpay.
 */
export const sandboxCharges = pgTable(
  "sandbox_charges",
  {
    reference: text("reference").primaryKey(),
    outcome: text("outcome", { enum: ["paid", "declined"] }).notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    message: text("message"),
    chargedAt: timestamp("charged_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [check("sandbox_charges_outcome_check", sql`${table.outcome} in ('paid', 'declined')`)],
);
