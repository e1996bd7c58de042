import "server-only";
import Stripe from "stripe";
import { z } from "zod";
import { paymentReference } from "@/lib/billing/payments/schema";
import { sandboxCardSchema } from "@/lib/billing/payments/sandbox-card";
import { checkoutClientSchema } from "@/lib/billing/payments/checkout-client";
import { CARD_DECLINED } from "@/lib/billing/payments/form-messages";
import { WebhookSignatureError, type Gateway, type WebhookEvent } from "@/lib/billing/payments/types";
import type { GatewayServer } from "../plugin";

export type StripeConfig = { secretKey: string; webhookSecret?: string; apiUrl?: string };

/** One pinned client, built from config; apiUrl points the real SDK at a local fake (tests, e2e). */
export function stripeClient({ secretKey, apiUrl }: StripeConfig): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
    maxNetworkRetries: 0,
  });
}

// Each call made during an outage uses up one key; a visitor (or the refund job's backoff) retries far fewer times.
const KEYS_PER_CALL = 10;

/**
 * Stripe replays a key's first answer for 24 hours, a 500 included. After such a replay (an earlier call failed),
 * the next key in the sequence gets a real try once the API is back, and its success is replayed like any other.
 */
async function withIdempotencyKey<T>(key: string, call: (options: Stripe.RequestOptions) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // No SDK retry: under the same key it would only get the 500 replayed, and a replay must mean an earlier call.
      return await call({ idempotencyKey: attempt === 1 ? key : `${key}-${attempt}`, maxNetworkRetries: 0 });
    } catch (error) {
      if (attempt < KEYS_PER_CALL && replayedServerError(error)) continue;
      throw error;
    }
  }
}

function replayedServerError(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode ?? 0) >= 500 &&
    error.headers?.["idempotent-replayed"] === "true"
  );
}

/** The card gateway: a PaymentIntent per client and plan; the browser confirms it with Stripe's Payment Element. */
export function stripeGateway(config: StripeConfig): Gateway {
  const stripe = stripeClient(config);
  return {
    name: "stripe",
    async createPayment(order) {
      const params: Stripe.PaymentIntentCreateParams = {
        amount: order.amount,
        currency: order.currency.toLowerCase(),
        automatic_payment_methods: { enabled: true },
        description: `LeadFlow ${order.plan.plan_name} (${order.plan.billing_cycle})`,
        metadata: { clientId: String(order.clientId), planId: String(order.plan.id), receipt: order.receipt },
      };
      // One intent per client and priced order: a second call gets the same intent back from Stripe.
      const intent = await withIdempotencyKey(
        `pi-${order.clientId}-${order.plan.id}-${order.amount}-${params.currency}`,
        (options) => stripe.paymentIntents.create(params, options),
      );
      if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client_secret`);
      return {
        gateway: "stripe",
        reference: intent.id,
        amount: intent.amount,
        currency: intent.currency.toUpperCase(),
        widget: { clientSecret: intent.client_secret },
      };
    },
    async confirm(stored) {
      // The browser's word is never enough: ask Stripe about the intent we stored.
      const intent = await stripe.paymentIntents.retrieve(stored.reference);
      if (intent.status === "succeeded") return { status: "succeeded", gatewayPaymentId: intent.id };
      if (intent.status === "requires_payment_method" && intent.last_payment_error) {
        return { status: "failed", message: intent.last_payment_error.message ?? CARD_DECLINED };
      }
      return { status: "pending", message: `Payment is ${intent.status.replaceAll("_", " ")}.` };
    },
    async lookup(stored) {
      const intent = await stripe.paymentIntents.retrieve(stored.reference);
      switch (intent.status) {
        case "succeeded":
          return { status: "paid", gatewayPaymentId: intent.id };
        case "canceled":
          return {
            status: "failed",
            message: `Payment canceled (${intent.cancellation_reason ?? "no reason given"}).`,
          };
        case "requires_payment_method":
          // An attempt declined (the buyer may still try another card), or none made yet.
          return intent.last_payment_error
            ? { status: "failed", message: intent.last_payment_error.message ?? CARD_DECLINED }
            : { status: "open" };
        default:
          // processing, requires_action, requires_confirmation, requires_capture: not ours to settle alone.
          return { status: "undecided", reason: `PaymentIntent is ${intent.status}` };
      }
    },
    async refund(paid) {
      // One refund per intent, however often the job runs: the same key replays the refund made; after an outage's
      // replayed 500 the next key is tried, and Stripe refuses a second refund of the intent (already refunded: done).
      try {
        await withIdempotencyKey(`refund-${paid.reference}`, (options) =>
          stripe.refunds.create({ payment_intent: paid.reference }, options),
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded")) throw error;
      }
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get("stripe-signature");
      if (!config.webhookSecret || !signature) throw new WebhookSignatureError();
      let event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookSignatureError();
      }
      const base: WebhookEvent = { id: event.id, type: event.type, outcome: "ignored" };
      if (event.type === "payment_intent.succeeded") {
        return { ...base, outcome: "paid", reference: event.data.object.id, gatewayPaymentId: event.data.object.id };
      }
      if (event.type === "payment_intent.payment_failed") {
        return {
          ...base,
          outcome: "failed",
          reference: event.data.object.id,
          message: event.data.object.last_payment_error?.message ?? CARD_DECLINED,
        };
      }
      return base;
    },
  };
}

/** POST /api/payments/create-stripe-session's data: the amount (smallest unit) and currency priced from the catalog. */
export const stripeSessionSchema = z.object({
  gateway: z.string(),
  client_secret: z.string().nullable(),
  payment_intent_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type StripeSession = z.infer<typeof stripeSessionSchema>;
/** POST /api/payments/confirm-stripe-payment's body: the intent the browser confirmed, or the sandbox's test card. */
export const confirmStripeSchema = z.object({
  payment_intent_id: paymentReference,
  card: z.optional(sandboxCardSchema),
});
export type ConfirmStripe = z.infer<typeof confirmStripeSchema>;

export const stripeServer = {
  settings: z.object({
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_URL: z.url().optional(),
  }),
  config: (settings) =>
    settings.STRIPE_SECRET_KEY
      ? {
          secretKey: String(settings.STRIPE_SECRET_KEY),
          webhookSecret: settings.STRIPE_WEBHOOK_SECRET as string | undefined,
          apiUrl: settings.STRIPE_API_URL as string | undefined,
        }
      : null,
  keyNames: ["STRIPE_SECRET_KEY"],
  adapter: stripeGateway,
  method: {
    createdSchema: stripeSessionSchema,
    created: (payment) => ({
      gateway: payment.gateway,
      client_secret: payment.widget?.clientSecret ?? null,
      payment_intent_id: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
    }),
    confirmSchema: confirmStripeSchema.extend(checkoutClientSchema.shape),
    confirmation: (body) => ({
      reference: body.payment_intent_id,
      confirm: body.card ? { kind: "card", ...body.card } : { kind: "gateway", proof: {} },
    }),
  },
} satisfies GatewayServer<StripeConfig, ConfirmStripe, StripeSession>;
