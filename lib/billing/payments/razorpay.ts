import "server-only";
import Razorpay from "razorpay";
import { validatePaymentVerification, validateWebhookSignature } from "razorpay/dist/utils/razorpay-utils";
import { z } from "zod";
import { hmacMatches } from "./safe-equal";
import { WebhookSignatureError, type Gateway, type WebhookEvent } from "./types";

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
        keyId: config.keyId,
      };
    },
    async confirm(stored, input) {
      if (input.kind !== "razorpay") return { status: "failed", message: "Missing Razorpay payment details." };
      // The signature covers the order id WE stored, not whatever order id the browser names.
      const payload = { order_id: stored.reference, payment_id: input.paymentId };
      const valid =
        input.orderId === stored.reference &&
        hmacMatches(`${stored.reference}|${input.paymentId}`, input.signature, config.keySecret) &&
        validatePaymentVerification(payload, input.signature, config.keySecret);
      return valid
        ? { status: "succeeded", gatewayPaymentId: input.paymentId }
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
