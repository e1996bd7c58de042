import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clientSubscriptions, outboxJobs, payments } from "@/lib/platform/db/schema";
import { OPS_ALERT_EMAIL } from "@/lib/platform/observability/ops-alert-mail";
import { metrics } from "@/lib/platform/observability/metrics";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";
import { registerTestClient } from "@/testing/registered-client";
import { testDrivers } from "@/testing/test-databases";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { RECEIPT_EMAIL } from "./receipt-mail";
import { reconcilePayments } from "./reconcile";
import { reconcileAndAlert } from "./reconcile-alerts";
import { sandboxGateway, SANDBOX_CARDS } from "@/lib/billing/gateways/sandbox/server";
import { startPayment } from "./service";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";
import type { GatewayResolver } from "./types";

// A payment whose webhook never came (lost in a crash, or a crash between the charge and fulfilment) is found by
// asking the gateway, as Stripe and Razorpay recommend: the real SDKs against local fakes, the sandbox against its
// own records in the same database.

const CARD = { kind: "card" as const, expiry: "12/30", cvc: "123" };

describe.each(testDrivers())("payment reconciliation on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let razorpay: FakeRazorpay;
  beforeAll(async () => {
    [handle, stripe, razorpay] = await Promise.all([open(), startFakeStripe(), startFakeRazorpay()]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), stripe.close(), razorpay.close()]));

  const sandbox = () => sandboxGateway(() => handle.db);
  const live: GatewayResolver = (name) =>
    name === "stripe"
      ? stripeGateway({ secretKey: "sk_test_reconcile", apiUrl: stripe.url })
      : name === "razorpay"
        ? razorpayGateway({ keyId: "rzp_test_reconcile", keySecret: "rzp_reconcile_secret", apiUrl: razorpay.url })
        : sandbox();
  const sandboxOnly: GatewayResolver = () => sandbox();
  const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

  const register = (india = false) => registerTestClient(handle.db, { india });
  const paymentOf = async (reference: string) =>
    (await handle.db.select().from(payments).where(eq(payments.gatewayReference, reference)))[0];
  const subscriptions = (clientId: number) =>
    handle.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, clientId));
  const receipts = async (reference: string) => {
    const payment = await paymentOf(reference);
    const jobs = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.kind, "email"));
    return jobs.filter((job) => job.payload.template === RECEIPT_EMAIL && job.payload.paymentId === payment.id);
  };

  it("fulfils a sandbox payment charged but never fulfilled, once, and only after 15 minutes", async () => {
    const clientId = await register();
    const session = await startPayment(handle.db, sandboxOnly, { clientId, kind: "stripe", countryCode: "US" });
    // The test card is charged; the server dies before fulfilment (nothing else happens).
    await sandbox().confirm({ reference: session.reference }, { ...CARD, number: SANDBOX_CARDS.success });

    await reconcilePayments(handle.db, sandboxOnly, { now: later(10) });
    expect((await paymentOf(session.reference)).status).toBe("pending");

    // Two instances at once, then the next run: one fulfilment.
    await Promise.all([
      reconcilePayments(handle.db, sandboxOnly, { now: later(16) }),
      reconcilePayments(handle.db, sandboxOnly, { now: later(16) }),
    ]);
    await reconcilePayments(handle.db, sandboxOnly, { now: later(21) });
    expect(await paymentOf(session.reference)).toMatchObject({
      status: "paid",
      gatewayPaymentId: `${session.reference}_paid`,
    });
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await receipts(session.reference)).toHaveLength(1);
  });

  it("marks a declined sandbox payment failed and leaves one never tried open, deciding both", async () => {
    const declined = await startPayment(handle.db, sandboxOnly, { clientId: await register(), kind: "stripe" });
    await sandbox().confirm({ reference: declined.reference }, { ...CARD, number: SANDBOX_CARDS.decline });
    const untried = await startPayment(handle.db, sandboxOnly, { clientId: await register(), kind: "stripe" });

    const report = await reconcilePayments(handle.db, sandboxOnly, { now: later(16) });
    expect((await paymentOf(declined.reference)).status).toBe("failed");
    expect((await paymentOf(untried.reference)).status).toBe("pending");
    expect(report.undecided.map((payment) => payment.reference)).not.toContain(untried.reference);
  });

  it("fulfils a Stripe PaymentIntent that succeeded without a webhook, once, and fails a declined one", async () => {
    const clientId = await register();
    const paid = await startPayment(handle.db, live, { clientId, kind: "stripe", countryCode: "US" });
    stripe.succeed(paid.reference);
    const declinedClient = await register();
    const declined = await startPayment(handle.db, live, { clientId: declinedClient, kind: "stripe" });
    stripe.decline(declined.reference, "Your card has insufficient funds.");

    await reconcilePayments(handle.db, live, { now: later(16) });
    await reconcilePayments(handle.db, live, { now: later(21) });
    expect((await paymentOf(paid.reference)).status).toBe("paid");
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await receipts(paid.reference)).toHaveLength(1);
    expect(await paymentOf(declined.reference)).toMatchObject({
      status: "failed",
      failureMessage: "Your card has insufficient funds.",
    });
    expect(await subscriptions(declinedClient)).toHaveLength(0);
    const retrieved = stripe.requests.filter(
      (request) => request.method === "GET" && request.url.startsWith(`/v1/payment_intents/${paid.reference}`),
    );
    expect(retrieved.length).toBeGreaterThan(0);
  });

  it("fulfils a Razorpay order with a captured payment and fails one whose only payment failed", async () => {
    const clientId = await register(true);
    const order = await startPayment(handle.db, live, { clientId, kind: "razorpay", countryCode: "IN" });
    razorpay.pay(order.reference, "failed", "Payment was declined by the bank");
    const captured = razorpay.pay(order.reference, "captured");
    const failedClient = await register(true);
    const failed = await startPayment(handle.db, live, { clientId: failedClient, kind: "razorpay", countryCode: "IN" });
    razorpay.pay(failed.reference, "failed", "Payment was declined by the bank");

    await reconcilePayments(handle.db, live, { now: later(16) });
    await reconcilePayments(handle.db, live, { now: later(21) });
    expect(await paymentOf(order.reference)).toMatchObject({ status: "paid", gatewayPaymentId: captured.id });
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await receipts(order.reference)).toHaveLength(1);
    expect(await paymentOf(failed.reference)).toMatchObject({
      status: "failed",
      failureMessage: "Payment was declined by the bank",
    });
  });

  it("lists what it cannot decide (processing, authorized, the gateway down) and changes nothing there", async () => {
    const processing = await startPayment(handle.db, live, { clientId: await register(), kind: "stripe" });
    stripe.setStatus(processing.reference, "processing");
    const authorized = await startPayment(handle.db, live, {
      clientId: await register(true),
      kind: "razorpay",
      countryCode: "IN",
    });
    razorpay.pay(authorized.reference, "authorized");
    const unreachable = await startPayment(handle.db, live, { clientId: await register(), kind: "stripe" });
    stripe.succeed(unreachable.reference);

    stripe.down = true;
    try {
      const report = await reconcilePayments(handle.db, live, { now: later(16) });
      const reasons = Object.fromEntries(report.undecided.map((payment) => [payment.reference, payment.reason]));
      expect(reasons[processing.reference]).toMatch(/.+/);
      expect(reasons[unreachable.reference]).toMatch(/.+/);
      expect(reasons[authorized.reference]).toMatch(/authorized/);
    } finally {
      stripe.down = false;
    }
    for (const reference of [processing.reference, authorized.reference, unreachable.reference])
      expect((await paymentOf(reference)).status).toBe("pending");

    // Back up: the one that succeeded is fulfilled by the next run.
    await reconcilePayments(handle.db, live, { now: later(21) });
    expect((await paymentOf(unreachable.reference)).status).toBe("paid");
  });

  it("tells the operators what it cannot decide: one mail an hour, and the alert gauge while it lasts", async () => {
    const OPS = "ops@leadflow.example";
    // Only this test's payment is open (the tests above leave some that no gateway settles).
    await handle.db.update(payments).set({ status: "failed" }).where(eq(payments.status, "pending"));
    const stuck = await startPayment(handle.db, live, { clientId: await register(), kind: "stripe" });
    stripe.succeed(stuck.reference);
    const alertMails = async () =>
      (await handle.db.select().from(outboxJobs).where(eq(outboxJobs.kind, "email"))).filter(
        (job) => job.payload.template === OPS_ALERT_EMAIL && job.payload.alert === "payments_undecided",
      );
    const gauge = async () =>
      (await metrics().alertActive.get()).values.find((value) => value.labels.alert === "payments_undecided")?.value;

    stripe.down = true;
    try {
      await reconcileAndAlert(handle.db, live, { now: later(16), opsInbox: OPS });
      await reconcileAndAlert(handle.db, live, { now: later(21), opsInbox: OPS });
    } finally {
      stripe.down = false;
    }
    const mails = await alertMails();
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({ to: OPS });
    expect(String(mails[0].payload.summary)).toContain(`stripe ${stuck.reference}`);
    expect(await gauge()).toBe(1);

    // The gateway answers again: settled, and the gauge goes back to 0.
    await reconcileAndAlert(handle.db, live, { now: later(26), opsInbox: OPS });
    expect((await paymentOf(stuck.reference)).status).toBe("paid");
    expect(await gauge()).toBe(0);
  });
});
