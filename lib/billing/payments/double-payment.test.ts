import { createHmac } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clientSubscriptions, outboxJobs, payments } from "@/lib/platform/db/schema";
import { registerTestClient } from "@/testing/registered-client";
import { testDrivers } from "@/testing/test-databases";
import { drain } from "@/lib/platform/outbox";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { ALREADY_PAID, NOT_NEEDED_REFUNDED } from "./form-messages";
import { RECEIPT_EMAIL } from "./receipt-mail";
import { REFUND_JOB, refundJobHandler } from "./refund";
import { sandboxGateway, SANDBOX_CARDS } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, handleWebhook, startPayment } from "./service";
import type { GatewayResolver } from "./types";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";

// A registration is paid for once. The checkout can open a payment at each gateway (its country selector, a
// second tab, the resume link in another browser), so a second payment can succeed after the first: it must
// fulfil nothing and be given back through the gateway's refund API. The real SDKs talk to local fakes.

const RAZORPAY_SECRET = "rzp_double_secret";
const WEBHOOK_SECRET = "rzp_double_webhook";

describe.each(testDrivers())("a second payment for one registration on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    [handle, stripe, razorpay] = await Promise.all([open(), startFakeStripe(), startFakeRazorpay()]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), stripe.close(), razorpay.close()]));

  const rzp = () =>
    razorpayGateway({
      keyId: "rzp_test_double",
      keySecret: RAZORPAY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: razorpay.url,
    });
  const resolve: GatewayResolver = (name) =>
    name === "razorpay"
      ? rzp()
      : name === "stripe"
        ? stripeGateway({ secretKey: "sk_test_double", apiUrl: stripe.url })
        : sandboxGateway();
  const runRefunds = () => drain(handle.db, { [REFUND_JOB]: refundJobHandler(resolve) }, { limit: 10 });

  const registerIndiaPaid = () => registerTestClient(handle.db, { india: true });
  const statuses = async (clientId: number) =>
    Object.fromEntries(
      (await handle.db.select().from(payments).where(eq(payments.clientId, clientId))).map((row) => [
        row.gatewayReference,
        row.status,
      ]),
    );
  const subscriptions = (clientId: number) =>
    handle.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, clientId));
  const receipts = async (clientId: number) => {
    const rows = await handle.db
      .select({ paymentId: payments.id })
      .from(payments)
      .where(eq(payments.clientId, clientId));
    const jobs = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.kind, "email"));
    return jobs.filter(
      (job) => job.payload.template === RECEIPT_EMAIL && rows.some((row) => row.paymentId === job.payload.paymentId),
    );
  };
  const verifyRazorpay = (clientId: number, orderId: string, paymentId: string) =>
    confirmPayment(handle.db, resolve, {
      clientId,
      reference: orderId,
      gateways: ["razorpay"],
      confirm: {
        kind: "gateway",
        proof: {
          orderId,
          paymentId,
          signature: createHmac("sha256", RAZORPAY_SECRET).update(`${orderId}|${paymentId}`).digest("hex"),
        },
      },
    });
  const capturedWebhook = (orderId: string, paymentId: string) => {
    const body = JSON.stringify({
      event: "payment.captured",
      payload: { payment: { entity: { id: paymentId, order_id: orderId, status: "captured" } } },
    });
    const signature = createHmac("sha256", WEBHOOK_SECRET).update(body).digest("hex");
    return handleWebhook(
      handle.db,
      rzp(),
      body,
      new Headers({ "x-razorpay-signature": signature, "x-razorpay-event-id": `evt_${paymentId}` }),
    );
  };

  it("paid by card, then in Razorpay in another tab: the second is refused as a fulfilment and refunded once", async () => {
    const clientId = await registerIndiaPaid();
    const card = await startPayment(handle.db, resolve, { clientId, kind: "stripe", countryCode: "US" });
    const order = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" });

    stripe.succeed(card.reference);
    await expect(
      confirmPayment(handle.db, resolve, {
        clientId,
        reference: card.reference,
        gateways: ["stripe"],
        confirm: { kind: "gateway", proof: {} },
      }),
    ).resolves.toEqual({ status: "paid", fulfilled: true });
    const paymentId = `pay_double_${clientId}`;
    await expect(verifyRazorpay(clientId, order.reference, paymentId)).rejects.toMatchObject({
      status: 409,
      message: NOT_NEEDED_REFUNDED,
    });

    expect(await statuses(clientId)).toEqual({ [card.reference]: "paid", [order.reference]: "refunding" });
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await receipts(clientId)).toHaveLength(1);

    await runRefunds();
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paymentId)).toEqual([
      expect.objectContaining({ amount: order.amount }),
    ]);
    expect(await statuses(clientId)).toEqual({ [card.reference]: "paid", [order.reference]: "refunded" });
    // Razorpay's own webhook for that payment arrives late: nothing more happens.
    await expect(capturedWebhook(order.reference, paymentId)).resolves.toEqual({ received: true, fulfilled: false });
    await expect(verifyRazorpay(clientId, order.reference, paymentId)).rejects.toMatchObject({
      status: 409,
      message: NOT_NEEDED_REFUNDED,
    });
    await runRefunds();
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    expect(await subscriptions(clientId)).toHaveLength(1);
  });

  it("paid in Razorpay, then by card: the card payment is refunded through Stripe", async () => {
    const clientId = await registerIndiaPaid();
    const order = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" });
    const card = await startPayment(handle.db, resolve, { clientId, kind: "stripe", countryCode: "US" });
    await expect(verifyRazorpay(clientId, order.reference, `pay_first_${clientId}`)).resolves.toEqual({
      status: "paid",
      fulfilled: true,
    });

    stripe.succeed(card.reference);
    await expect(
      confirmPayment(handle.db, resolve, {
        clientId,
        reference: card.reference,
        gateways: ["stripe"],
        confirm: { kind: "gateway", proof: {} },
      }),
    ).rejects.toMatchObject({ status: 409, message: NOT_NEEDED_REFUNDED });
    await runRefunds();
    expect(stripe.refunds.filter((refund) => refund.payment_intent === card.reference)).toEqual([
      expect.objectContaining({ amount: card.amount }),
    ]);
    expect(await statuses(clientId)).toEqual({ [order.reference]: "paid", [card.reference]: "refunded" });
    expect(await subscriptions(clientId)).toHaveLength(1);
  });

  it("two payments settling at once: one fulfils, the other is refunded", async () => {
    const clientId = await registerIndiaPaid();
    const first = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" });
    const second = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" });
    expect(second.reference).not.toBe(first.reference);
    const results = await Promise.all([
      capturedWebhook(first.reference, `pay_a_${clientId}`),
      capturedWebhook(second.reference, `pay_b_${clientId}`),
    ]);
    expect(results.map((result) => result.fulfilled).sort()).toEqual([false, true]);
    expect(Object.values(await statuses(clientId)).sort()).toEqual(["paid", "refunding"]);
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await receipts(clientId)).toHaveLength(1);
    expect(
      await handle.db
        .select()
        .from(outboxJobs)
        .where(and(eq(outboxJobs.kind, REFUND_JOB), eq(outboxJobs.status, "pending"))),
    ).not.toHaveLength(0);
  });

  it("the test card is not charged again for a registration already paid", async () => {
    const clientId = await registerIndiaPaid();
    const sandbox: GatewayResolver = () => sandboxGateway();
    const usd = await startPayment(handle.db, sandbox, { clientId, kind: "stripe", countryCode: "US" });
    const inr = await startPayment(handle.db, sandbox, { clientId, kind: "razorpay", countryCode: "IN" });
    const card = { kind: "card" as const, number: SANDBOX_CARDS.success, expiry: "12/30", cvc: "123" };
    await expect(
      confirmPayment(handle.db, sandbox, { clientId, reference: usd.reference, gateways: ["sandbox"], confirm: card }),
    ).resolves.toEqual({ status: "paid", fulfilled: true });
    await expect(
      confirmPayment(handle.db, sandbox, { clientId, reference: inr.reference, gateways: ["sandbox"], confirm: card }),
    ).rejects.toMatchObject({ status: 409, message: ALREADY_PAID });
    expect(await statuses(clientId)).toEqual({ [usd.reference]: "paid", [inr.reference]: "pending" });
  });
});
