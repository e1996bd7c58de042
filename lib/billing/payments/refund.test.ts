import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs, payments } from "@/lib/platform/db/schema";
import { drain } from "@/lib/platform/outbox";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";
import { registerTestClient } from "@/testing/registered-client";
import { testDrivers } from "@/testing/test-databases";
import { fulfilPayment } from "./fulfil";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { REFUND_JOB, refundJobHandler } from "./refund";
import { startPayment } from "./service";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";
import type { GatewayResolver } from "./types";

// A second payment for a registration already paid is given back by the refund job (lib/billing/payments/refund.ts): through
// an outage of the gateway (the job retries until it answers), and once however often the job runs.

describe.each(testDrivers())("refunds on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    [handle, stripe, razorpay] = await Promise.all([open(), startFakeStripe(), startFakeRazorpay()]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), stripe.close(), razorpay.close()]));
  afterEach(() => {
    stripe.down = false;
    razorpay.down = false;
  });

  const resolve: GatewayResolver = (name) =>
    name === "razorpay"
      ? razorpayGateway({ keyId: "rzp_test_refund", keySecret: "rzp_refund_secret", apiUrl: razorpay.url })
      : stripeGateway({ secretKey: "sk_test_refund", apiUrl: stripe.url });
  const handlers = { [REFUND_JOB]: refundJobHandler(resolve) };
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const runRefunds = (now = new Date()) => drain(handle.db, handlers, { now, limit: 10 });
  /** The handler called by hand, outside a drain: no lease to lose, so its check before the gateway call passes. */
  const unclaimed = () =>
    ({
      db: handle.db,
      signal: new AbortController().signal,
      confirmLease: async () => undefined,
    }) as unknown as Parameters<ReturnType<typeof refundJobHandler>>[1];

  /** A registration paid by `first`, then paid again at `second`: the second payment is queued for a refund. */
  async function paidTwice(second: "stripe" | "razorpay") {
    const clientId = await registerTestClient(handle.db, { india: true });
    const other = second === "stripe" ? "razorpay" : "stripe";
    const first = await startPayment(handle.db, resolve, { clientId, kind: other, countryCode: "IN" });
    const extra = await startPayment(handle.db, resolve, { clientId, kind: second, countryCode: "IN" });
    const paid = (gateway: "stripe" | "razorpay", reference: string, id: string) =>
      fulfilPayment(handle.db, { gateway, reference, gatewayPaymentId: id });
    await expect(paid(other, first.reference, `pay_first_${clientId}`)).resolves.toBe("fulfilled");
    if (second === "stripe") stripe.succeed(extra.reference);
    const gatewayPaymentId = second === "stripe" ? extra.reference : `pay_second_${clientId}`;
    await expect(paid(second, extra.reference, gatewayPaymentId)).resolves.toBe("refunding");
    return { reference: extra.reference, gatewayPaymentId, amount: extra.amount };
  }
  const statusOf = async (reference: string) =>
    (await handle.db.select().from(payments).where(eq(payments.gatewayReference, reference)))[0].status;
  const refundJob = async (reference: string) => {
    const [payment] = await handle.db.select().from(payments).where(eq(payments.gatewayReference, reference));
    const jobs = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.kind, REFUND_JOB));
    return jobs.find((job) => job.payload.paymentId === payment.id)!;
  };
  const stripeRefundCalls = (reference: string) =>
    stripe.requests.filter(
      (request) => request.method === "POST" && request.url === "/v1/refunds" && request.body.includes(reference),
    );

  it("Stripe down: the job retries, and once Stripe is back the payment is refunded once", async () => {
    const paid = await paidTwice("stripe");
    stripe.down = true;
    await runRefunds();
    expect(await statusOf(paid.reference)).toBe("refunding");
    expect(await refundJob(paid.reference)).toMatchObject({ status: "pending", attempts: 1 });
    expect(stripe.refunds).not.toContainEqual(expect.objectContaining({ payment_intent: paid.reference }));

    stripe.down = false;
    // Stripe replays the outage's 500 for the key it was given for 24 hours: the retry must still get through.
    await runRefunds(minutes(10));
    await runRefunds(minutes(60));
    expect(await statusOf(paid.reference)).toBe("refunded");
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.reference)).toEqual([
      expect.objectContaining({ amount: paid.amount }),
    ]);
    for (const call of stripeRefundCalls(paid.reference))
      expect(call.headers["idempotency-key"]).toMatch(new RegExp(`^refund-${paid.reference}(-\\d+)?$`));
  });

  it("Stripe: a refund job run again (its outcome lost) sends the same idempotency key and refunds once", async () => {
    const paid = await paidTwice("stripe");
    const handler = refundJobHandler(resolve);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.gatewayReference, paid.reference));
    await handler({ paymentId: payment.id }, unclaimed());
    // The "refunded" write was lost (a crash): the job runs again.
    await handle.db.update(payments).set({ status: "refunding" }).where(eq(payments.id, payment.id));
    await handler({ paymentId: payment.id }, unclaimed());

    expect(await statusOf(paid.reference)).toBe("refunded");
    expect(stripe.refunds.filter((refund) => refund.payment_intent === paid.reference)).toHaveLength(1);
    const calls = stripeRefundCalls(paid.reference);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.headers["idempotency-key"])).toEqual([
      `refund-${paid.reference}`,
      `refund-${paid.reference}`,
    ]);
  });

  it("Razorpay down, then back; and run again: one refund of the payment's amount", async () => {
    const paid = await paidTwice("razorpay");
    razorpay.down = true;
    await runRefunds();
    expect(await statusOf(paid.reference)).toBe("refunding");
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paid.gatewayPaymentId)).toEqual([]);

    razorpay.down = false;
    await runRefunds(minutes(10));
    expect(await statusOf(paid.reference)).toBe("refunded");
    const handler = refundJobHandler(resolve);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.gatewayReference, paid.reference));
    await handle.db.update(payments).set({ status: "refunding" }).where(eq(payments.id, payment.id));
    await handler({ paymentId: payment.id }, unclaimed());
    expect(await statusOf(paid.reference)).toBe("refunded");
    expect(razorpay.refunds.filter((refund) => refund.payment_id === paid.gatewayPaymentId)).toEqual([
      expect.objectContaining({ amount: paid.amount }),
    ]);
  });
});
