import "server-only";
import Razorpay from "razorpay";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { z } from "zod";
import { hmacMatches } from "@/lib/billing/payments/safe-equal";
import { WebhookSignatureError, type Gateway, type WebhookEvent } from "@/lib/billing/payments/types";
import { paymentReference, paymentSignature } from "@/lib/billing/payments/schema";
import { sandboxCardSchema } from "@/lib/billing/payments/sandbox-card";
import { checkoutClientSchema } from "@/lib/billing/payments/checkout-client";
import type { GatewayServer } from "../plugin";

export type RazorpayConfig = { keyId: string; keySecret: string; webhookSecret?: string; apiUrl?: string };

/** One pinned client; the SDK has no base-URL option, so apiUrl (tests, e2e) overrides its axios instance. */
export function razorpayClient({ keyId, keySecret, apiUrl }: RazorpayConfig): Razorpay {
  const rzp = new Razorpay({ key_id: keyId, key_secret: keySecret });
  if (apiUrl)
    (rzp.api as unknown as { rq: { defaults: { baseURL?: string } } }).rq.defaults.baseURL = apiUrl.replace(/\/$/, "");
  return rzp;
}

const webhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({ id: z.string(), order_id: z.string().nullish(), error_description: z.string().nullish() }),
      })
      .optional(),
    order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
  }),
});

/** What Checkout's handler reported, as the verify route hands it on. */
const checkoutProof = z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() });

function alreadyRefunded(error: unknown): boolean {
  const description = (error as { error?: { description?: unknown } } | null)?.error?.description;
  return typeof description === "string" && /fully refunded/i.test(description);
}

/** The India gateway: an order per client and plan, paid in Razorpay Checkout, verified by signature. */
export function razorpayGateway(config: RazorpayConfig): Gateway {
  const rzp = razorpayClient(config);
  return {
    name: "razorpay",
    async createPayment(order) {
      const created = await rzp.orders.create({
        amount: order.amount,
        currency: order.currency,
        receipt: order.receipt,
        notes: { clientId: String(order.clientId), planId: String(order.plan.id) },
      });
      return {
        gateway: "razorpay",
        reference: created.id,
        amount: Number(created.amount),
        currency: created.currency,
        widget: { keyId: config.keyId },
      };
    },
    async confirm(stored, input) {
      const proof = input.kind === "gateway" ? checkoutProof.safeParse(input.proof) : null;
      if (!proof?.success) return { status: "failed", message: "Missing Razorpay payment details." };
      const { orderId, paymentId, signature } = proof.data;
      // The signature covers the order id WE stored, not whatever order id the browser names.
      const payload = { order_id: stored.reference, payment_id: paymentId };
      const valid =
        orderId === stored.reference &&
        hmacMatches(`${stored.reference}|${paymentId}`, signature, config.keySecret) &&
        validatePaymentVerification(payload, signature, config.keySecret);
      return valid
        ? { status: "succeeded", gatewayPaymentId: paymentId }
        : { status: "failed", message: "Invalid payment signature." };
    },
    async lookup(stored) {
      const { items } = await rzp.orders.fetchPayments(stored.reference);
      const captured = items.find((payment) => payment.status === "captured");
      if (captured) return { status: "paid", gatewayPaymentId: captured.id };
      const pending = items.find((payment) => payment.status !== "failed");
      // authorized (not captured yet), refunded, or a state Razorpay adds later: a person decides.
      if (pending) return { status: "undecided", reason: `Razorpay payment ${pending.id} is ${pending.status}` };
      const failed = items.toSorted((a, b) => b.created_at - a.created_at)[0];
      if (failed) return { status: "failed", message: failed.error_description ?? "Payment failed" };
      return { status: "open" };
    },
    async refund(paid) {
      try {
        await rzp.payments.refund(paid.gatewayPaymentId, { amount: paid.amount });
      } catch (error) {
        // Razorpay takes no idempotency key: a retry after a refund that went through is refused, and is done.
        if (!alreadyRefunded(error)) throw error;
      }
    },
    async parseWebhook(rawBody, headers) {
      const signature = headers.get("x-razorpay-signature");
      const secret = config.webhookSecret;
      if (
        !secret ||
        !signature ||
        !hmacMatches(rawBody, signature, secret) ||
        !validateWebhookSignature(rawBody, signature, secret)
      ) {
        throw new WebhookSignatureError();
      }
      const body = webhookSchema.parse(JSON.parse(rawBody));
      const payment = body.payload.payment?.entity;
      const orderId = body.payload.order?.entity.id ?? payment?.order_id ?? undefined;
      // Razorpay names each delivery in x-razorpay-event-id; without it, the event and payment identify it.
      const id = headers.get("x-razorpay-event-id") ?? `${body.event}:${payment?.id ?? orderId ?? "unknown"}`;
      const base: WebhookEvent = { id, type: body.event, outcome: "ignored" };
      if ((body.event === "payment.captured" || body.event === "order.paid") && orderId && payment) {
        return { ...base, outcome: "paid", reference: orderId, gatewayPaymentId: payment.id };
      }
      if (body.event === "payment.failed" && orderId) {
        return {
          ...base,
          outcome: "failed",
          reference: orderId,
          message: payment?.error_description ?? "Payment failed",
        };
      }
      return base;
    },
  };
}

/** POST /api/payments/create-razorpay-order's data. */
export const razorpayOrderSchema = z.object({
  gateway: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  order_id: z.string(),
  key_id: z.string().nullable(),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;
/** POST /api/payments/verify-razorpay-payment's body: Checkout's signed answer, or the sandbox's test card. */
export const verifyRazorpaySchema = z.union([
  z.object({ order_id: paymentReference, payment_id: paymentReference, signature: paymentSignature }),
  z.object({ order_id: paymentReference, card: sandboxCardSchema }),
]);
export type VerifyRazorpay = z.infer<typeof verifyRazorpaySchema>;

export const razorpayServer = {
  settings: z.object({
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    RAZORPAY_API_URL: z.url().optional(),
  }),
  // Half a key pair is no key.
  config: (settings) =>
    settings.RAZORPAY_KEY_ID && settings.RAZORPAY_KEY_SECRET
      ? {
          keyId: String(settings.RAZORPAY_KEY_ID),
          keySecret: String(settings.RAZORPAY_KEY_SECRET),
          webhookSecret: settings.RAZORPAY_WEBHOOK_SECRET as string | undefined,
          apiUrl: settings.RAZORPAY_API_URL as string | undefined,
        }
      : null,
  keyNames: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"],
  adapter: razorpayGateway,
  method: {
    createdSchema: razorpayOrderSchema,
    created: (payment) => ({
      gateway: payment.gateway,
      amount: payment.amount,
      currency: payment.currency,
      order_id: payment.reference,
      key_id: payment.widget?.keyId ?? null,
    }),
    confirmSchema: verifyRazorpaySchema.and(checkoutClientSchema),
    confirmation: (body) => ({
      reference: body.order_id,
      confirm:
        "card" in body
          ? { kind: "card", ...body.card }
          : {
              kind: "gateway",
              proof: { orderId: body.order_id, paymentId: body.payment_id, signature: body.signature },
            },
    }),
  },
} satisfies GatewayServer<RazorpayConfig, VerifyRazorpay, RazorpayOrder>;
