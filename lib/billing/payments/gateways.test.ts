import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";
import { toMinorUnits, WebhookSignatureError, type PaymentOrder } from "./types";

const plan = findCatalogPlan(3)!;
const order: PaymentOrder = {
  clientId: 42,
  plan,
  amount: toMinorUnits(plan.price),
  currency: plan.currency,
  receipt: "client-42-plan-3",
};
const intent = (status: string, extra: Record<string, unknown> = {}) => ({
  id: "pi_test_1",
  object: "payment_intent",
  amount: order.amount,
  currency: "usd",
  client_secret: "pi_test_1_secret_abc",
  status,
  last_payment_error: null,
  ...extra,
});

describe("the stripe gateway against a local fake Stripe", () => {
  let status = "requires_payment_method";
  let lastError: unknown = null;
  let fake: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    fake = await startHttpServer((request, response) => {
      if (request.method === "POST" && request.url === "/v1/payment_intents")
        return sendJson(response, 200, intent("requires_payment_method"));
      if (request.method === "GET" && request.url.startsWith("/v1/payment_intents/pi_test_1")) {
        return sendJson(response, 200, intent(status, { last_payment_error: lastError }));
      }
      sendJson(response, 404, { error: { type: "invalid_request_error", message: "Unknown route" } });
    });
  });
  afterAll(() => fake.close());
  const gateway = () => stripeGateway({ secretKey: "sk_test_fake", webhookSecret: "whsec_test", apiUrl: fake.url });

  it("creates a PaymentIntent priced from the order, with metadata and the idempotency key", async () => {
    const created = await gateway().createPayment(order);
    expect(created).toEqual({
      gateway: "stripe",
      reference: "pi_test_1",
      amount: order.amount,
      currency: "USD",
      widget: { clientSecret: "pi_test_1_secret_abc" },
    });
    const sent = fake.requests.find((request) => request.method === "POST")!;
    const form = new URLSearchParams(sent.body);
    expect(form.get("amount")).toBe(String(Math.round(plan.price * 100)));
    expect(form.get("currency")).toBe("usd");
    expect(form.get("metadata[clientId]")).toBe("42");
    expect(form.get("metadata[planId]")).toBe("3");
    // Client and plan kept apart (42-3 is not 4-23), and the priced order in it: another price is another intent.
    expect(sent.headers["idempotency-key"]).toBe(`pi-42-3-${order.amount}-usd`);
    expect(sent.headers.authorization).toBe("Bearer sk_test_fake");
  });

  it("confirms only what Stripe says succeeded", async () => {
    status = "processing";
    await expect(gateway().confirm({ reference: "pi_test_1" }, { kind: "gateway", proof: {} })).resolves.toMatchObject({
      status: "pending",
    });
    status = "requires_payment_method";
    lastError = { type: "card_error", message: "Your card was declined." };
    await expect(gateway().confirm({ reference: "pi_test_1" }, { kind: "gateway", proof: {} })).resolves.toEqual({
      status: "failed",
      message: "Your card was declined.",
    });
    status = "succeeded";
    lastError = null;
    await expect(gateway().confirm({ reference: "pi_test_1" }, { kind: "gateway", proof: {} })).resolves.toEqual({
      status: "succeeded",
      gatewayPaymentId: "pi_test_1",
    });
  });

  it("verifies webhook signatures on the raw body", async () => {
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: intent("succeeded") },
    });
    const stripe = new Stripe("sk_test_fake");
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    await expect(gateway().parseWebhook(payload, new Headers({ "stripe-signature": header }))).resolves.toEqual({
      id: "evt_1",
      type: "payment_intent.succeeded",
      outcome: "paid",
      reference: "pi_test_1",
      gatewayPaymentId: "pi_test_1",
    });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(gateway().parseWebhook(payload, new Headers({ "stripe-signature": forged }))).rejects.toThrow(
      WebhookSignatureError,
    );
    await expect(
      gateway().parseWebhook(payload.replace("evt_1", "evt_2"), new Headers({ "stripe-signature": header })),
    ).rejects.toThrow(WebhookSignatureError);
  });
});

describe("the razorpay gateway against a local fake Razorpay", () => {
  let fake: Awaited<ReturnType<typeof startHttpServer>>;
  beforeAll(async () => {
    fake = await startHttpServer((request, response) => {
      if (request.method === "POST" && request.url === "/v1/orders") {
        const body = JSON.parse(request.body) as { amount: number; currency: string; receipt: string };
        return sendJson(response, 200, {
          id: "order_test_1",
          entity: "order",
          amount: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: "created",
        });
      }
      sendJson(response, 400, { error: { code: "BAD_REQUEST_ERROR", description: "Unknown route" } });
    });
  });
  afterAll(() => fake.close());
  const gateway = () => razorpayGateway({ keyId: "rzp_test_key", keySecret: "rzp_secret", apiUrl: fake.url });
  const india = findCatalogPlan(11)!;
  const indiaOrder: PaymentOrder = {
    clientId: 7,
    plan: india,
    amount: toMinorUnits(india.price),
    currency: "INR",
    receipt: "client-7-plan-11",
  };

  it("creates an order in paise with the receipt", async () => {
    const created = await gateway().createPayment(indiaOrder);
    expect(created).toEqual({
      gateway: "razorpay",
      reference: "order_test_1",
      amount: india.price * 100,
      currency: "INR",
      widget: { keyId: "rzp_test_key" },
    });
    const sent = fake.requests[0];
    expect(JSON.parse(sent.body)).toMatchObject({
      amount: india.price * 100,
      currency: "INR",
      receipt: "client-7-plan-11",
    });
    expect(sent.headers.authorization).toBe(`Basic ${Buffer.from("rzp_test_key:rzp_secret").toString("base64")}`);
  });

  it("verifies Checkout's signature against the order id we stored", async () => {
    const signature = createHmac("sha256", "rzp_secret").update("order_test_1|pay_1").digest("hex");
    const confirm = (orderId: string, paymentId: string, sig: string) =>
      gateway().confirm(
        { reference: "order_test_1" },
        { kind: "gateway", proof: { orderId, paymentId, signature: sig } },
      );
    await expect(confirm("order_test_1", "pay_1", signature)).resolves.toEqual({
      status: "succeeded",
      gatewayPaymentId: "pay_1",
    });
    await expect(confirm("order_test_1", "pay_2", signature)).resolves.toMatchObject({ status: "failed" });
    await expect(
      confirm(
        "order_test_1",
        "pay_1",
        signature.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      ),
    ).resolves.toMatchObject({ status: "failed" });
    // A signature valid for another order does not pay ours.
    const otherSignature = createHmac("sha256", "rzp_secret").update("order_other|pay_1").digest("hex");
    await expect(confirm("order_other", "pay_1", otherSignature)).resolves.toMatchObject({ status: "failed" });
  });
});
