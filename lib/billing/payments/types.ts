import type { PaymentGatewayName } from "@/lib/billing/gateways";
import type { Plan } from "@/lib/billing/plans/types";
import type { TaxBreakdown } from "@/lib/billing/tax/gst";

/**
 * An order priced by the server from the catalog (never from the browser). Amount in the smallest unit, tax
 * included (India: 18 % GST on the catalog price, lib/billing/tax/gst.ts).
 */
export type PaymentOrder = {
  clientId: number;
  plan: Plan;
  amount: number;
  currency: string;
  receipt: string;
  tax?: TaxBreakdown;
};

/** What the browser needs to take the payment: the order, and what the gateway's widget needs (none for the sandbox). */
export type CreatedPayment = {
  gateway: PaymentGatewayName;
  reference: string;
  amount: number;
  currency: string;
  /** For the gateway's browser widget: a client secret, a public key id (lib/billing/gateways/<name>/server.ts). */
  widget?: Readonly<Record<string, string>>;
};

/**
 * What the browser reports after paying: what the gateway's widget handed back (ids, a signature; the gateway checks
 * it), or the sandbox card form's card.
 */
export type ConfirmInput =
  | { kind: "gateway"; proof: Readonly<Record<string, string>> }
  | { kind: "card"; number: string; expiry: string; cvc: string };

export type Confirmation =
  | { status: "succeeded"; gatewayPaymentId: string }
  | { status: "failed"; message: string }
  | { status: "pending"; message: string };

/**
 * What the gateway says about a stored payment when asked after the fact (reconciliation, lib/billing/payments/reconcile.ts):
 * paid, failed, still open (nothing tried: the buyer has not paid yet, or left), or something it cannot decide alone
 * (a payment processing or awaiting capture, a reference the gateway does not know).
 */
export type Lookup =
  | { status: "paid"; gatewayPaymentId: string }
  | { status: "failed"; message: string }
  | { status: "open" }
  | { status: "undecided"; reason: string };

/** A verified webhook delivery, reduced to what fulfilment needs. */
export type WebhookEvent = {
  id: string;
  type: string;
  outcome: "paid" | "failed" | "ignored";
  reference?: string;
  gatewayPaymentId?: string;
  message?: string;
};

export interface Gateway {
  readonly name: PaymentGatewayName;
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** Checks with the gateway (or the signature) that the stored order was paid. */
  confirm(stored: { reference: string }, input: ConfirmInput): Promise<Confirmation>;
  /** Asks the gateway what became of a stored payment (its own records of the reference). */
  lookup(stored: { reference: string }): Promise<Lookup>;
  /** Gives back a payment taken in full (a second payment for a registration already paid). */
  refund(paid: { reference: string; gatewayPaymentId: string; amount: number }): Promise<void>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError on a bad one. */
  parseWebhook(rawBody: string, headers: { get(name: string): string | null }): Promise<WebhookEvent>;
}

/** The gateway a route asks for, or the gateway a stored payment was made with (payments.gateway, as stored). */
export type GatewayResolver = (name: string) => Gateway;

export class WebhookSignatureError extends Error {
  constructor(message = "Invalid webhook signature.") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** The smallest currency unit (cents, paise) of a catalog price. Both catalog currencies have two decimals. */
export function toMinorUnits(price: number): number {
  return Math.round(price * 100);
}
