import { confirmStripeForClientSchema, verifyRazorpayForClientSchema } from "@/lib/billing/payments/checkout-client";
import type { ConfirmInput, CreatedPayment } from "@/lib/billing/payments/types";
import type { PaymentGatewayName } from "@/lib/platform/db/schema";
import type { GatewayName } from "@/lib/site/region/gateway";
import { z } from "zod";
import type { confirmStripeSchema, verifyRazorpaySchema } from "@/lib/billing/payments/schema";

// The registry of the checkout's gateways (docs/architecture.md, Adding a gateway): for each, the two routes the
// product names for it, their bodies and answers. The admin API, both backends and the route factory read it, so
// none of them names a gateway.

export type ConfirmStripe = z.infer<typeof confirmStripeSchema>;
export type VerifyRazorpay = z.infer<typeof verifyRazorpaySchema>;

// As lib/platform/db/schema/payments.ts names them; the contract stays free of the database.
const PAYMENT_GATEWAYS = ["stripe", "razorpay", "sandbox"] as const;

/** POST /api/payments/create-stripe-session's data: the amount (smallest unit) and currency priced from the catalog. */
export const stripeSessionSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  client_secret: z.string().nullable(),
  payment_intent_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type StripeSession = z.infer<typeof stripeSessionSchema>;

/** POST /api/payments/create-razorpay-order's data. */
export const razorpayOrderSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  amount: z.number().int(),
  currency: z.string(),
  order_id: z.string(),
  key_id: z.string().nullable(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

export type PaymentMethod<Confirm, Created> = {
  /** The gateway startPayment prices and creates the order with (lib/billing/payments/service.ts). */
  kind: GatewayName;
  /** The routes (docs/product.md section 7); the remote backend calls the provider's routes of the same names. */
  paths: { create: string; confirm: string };
  /** A create call's answer, as the route sends it (and the remote backend reads it). */
  createdSchema: z.ZodType<Created>;
  created(payment: CreatedPayment): Created;
  /** A confirm call's body, with the checkout's client_id (lib/billing/payments/checkout-client.ts). */
  confirmSchema: z.ZodType<Confirm & { client_id?: number }>;
  /** The stored payments a confirmation may settle: the gateway's own, and the sandbox's standing in for it. */
  settles: PaymentGatewayName[];
  confirmation(body: Confirm): { reference: string; confirm: ConfirmInput };
};

const stripe: PaymentMethod<ConfirmStripe, StripeSession> = {
  kind: "stripe",
  paths: { create: "/api/payments/create-stripe-session", confirm: "/api/payments/confirm-stripe-payment" },
  createdSchema: stripeSessionSchema,
  created: (payment) => ({
    gateway: payment.gateway,
    client_secret: payment.gateway === "stripe" ? payment.clientSecret : null,
    payment_intent_id: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
  }),
  confirmSchema: confirmStripeForClientSchema,
  settles: ["stripe", "sandbox"],
  confirmation: (body) => ({
    reference: body.payment_intent_id,
    confirm: body.card ? { kind: "card", ...body.card } : { kind: "stripe" },
  }),
};

const razorpay: PaymentMethod<VerifyRazorpay, RazorpayOrder> = {
  kind: "razorpay",
  paths: { create: "/api/payments/create-razorpay-order", confirm: "/api/payments/verify-razorpay-payment" },
  createdSchema: razorpayOrderSchema,
  created: (payment) => ({
    gateway: payment.gateway,
    amount: payment.amount,
    currency: payment.currency,
    order_id: payment.reference,
    key_id: payment.gateway === "razorpay" ? payment.keyId : null,
  }),
  confirmSchema: verifyRazorpayForClientSchema,
  settles: ["razorpay", "sandbox"],
  confirmation: (body) => ({
    reference: body.order_id,
    confirm:
      "card" in body
        ? { kind: "card", ...body.card }
        : { kind: "razorpay", orderId: body.order_id, paymentId: body.payment_id, signature: body.signature },
  }),
};

/** Each gateway's method by name; a new gateway adds itself here (and, for its types, by augmenting this interface). */
export interface PaymentMethods {
  stripe: typeof stripe;
  razorpay: typeof razorpay;
}
export type PaymentMethodName = keyof PaymentMethods;
export type CreatedOf<G extends PaymentMethodName> =
  PaymentMethods[G] extends PaymentMethod<unknown, infer C> ? C : never;
export type ConfirmOf<G extends PaymentMethodName> =
  PaymentMethods[G] extends PaymentMethod<infer B, unknown> ? B : never;

/** Any registered method, as the backends and the route factory handle them without knowing which. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPaymentMethod = PaymentMethod<any, any>;

const registry = new Map<string, AnyPaymentMethod>([
  ["stripe", stripe],
  ["razorpay", razorpay],
]);

export function registerPaymentMethod<G extends PaymentMethodName>(name: G, method: PaymentMethods[G]): void {
  registry.set(name, method);
}

export function paymentMethod<G extends PaymentMethodName>(name: G): PaymentMethods[G] {
  const method = registry.get(name);
  if (!method) throw new Error(`No payment method is registered as ${name}.`);
  return method as PaymentMethods[G];
}

/** Every registered method with its name (the test admin API serves each one's routes). */
export function paymentMethods(): [PaymentMethodName, AnyPaymentMethod][] {
  return [...registry] as [PaymentMethodName, AnyPaymentMethod][];
}
