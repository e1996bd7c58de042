import { logger } from "@/lib/platform/log";
import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clients, clientSubscriptions, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { toErrorResponse } from "@/lib/platform/http";
import { ORDER_FAILED, PROCESSING_FAILED, SESSION_FAILED } from "@/lib/billing/payments/form-messages";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { confirmPayment, startPayment } from "@/lib/billing/payments/service";
import type { GatewayResolver } from "@/lib/billing/payments/types";
import { stripeGateway } from "@/lib/billing/gateways/stripe/server";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";

// Fault: the gateway's API answers 500 while the visitor starts (or confirms) a payment. The real SDKs talk to
// local fakes. The visitor must get the product's message, the registration must stay, and paying must work once the
// API is back, ending with one payment and one subscription.

const RAZORPAY_SECRET = "rzp_fault_secret";
let counter = 0;

describe.each(testDrivers())("a gateway API answering 500 on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let stripe: FakeStripe;
  let razorpay: FakeRazorpay;
  let logged: jest.SpyInstance;
  beforeAll(async () => {
    [handle, stripe, razorpay] = await Promise.all([open(), startFakeStripe(), startFakeRazorpay()]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), stripe.close(), razorpay.close()]));
  beforeEach(() => {
    logged = jest.spyOn(logger, "error").mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  const resolve: GatewayResolver = (name) =>
    name === "razorpay"
      ? razorpayGateway({ keyId: "rzp_test_fault", keySecret: RAZORPAY_SECRET, apiUrl: razorpay.url })
      : stripeGateway({ secretKey: "sk_test_fault", apiUrl: stripe.url });

  async function registerPaid(planId: number, countryCode: string) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `gateway-fault${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: findCatalogPlan(planId),
    });
    const { clientId } = await registerClient(handle.db, payload, {
      ip: `198.51.100.${counter}`,
      countryCode,
      platform: {},
    });
    return clientId!;
  }
  const paymentRows = (clientId: number) => handle.db.select().from(payments).where(eq(payments.clientId, clientId));
  const subscriptions = (clientId: number) =>
    handle.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, clientId));
  const client = async (clientId: number) =>
    (await handle.db.select().from(clients).where(eq(clients.id, clientId)))[0];
  /** What the route answers for this error. */
  const routeAnswer = async (error: unknown) => {
    const response = toErrorResponse(error);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("Stripe: 'Failed to create payment session', the registration kept, then one payment and one subscription", async () => {
    const clientId = await registerPaid(3, "US");
    stripe.down = true;
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await startPayment(handle.db, resolve, { clientId, kind: "stripe" }).catch(
        (error: unknown) => error,
      );
      expect(await routeAnswer(refused)).toEqual({
        status: 503,
        body: { success: false, code: "unavailable", error: SESSION_FAILED },
      });
    }
    expect(logged).toHaveBeenCalled(); // logged for us, not shown
    expect(await paymentRows(clientId)).toEqual([]);
    expect(await subscriptions(clientId)).toEqual([]);
    expect(await client(clientId)).toMatchObject({ planId: 3, platformSync: "not_started" });

    stripe.down = false;
    const created = await startPayment(handle.db, resolve, { clientId, kind: "stripe" });
    expect(created).toMatchObject({
      gateway: "stripe",
      amount: Math.round(findCatalogPlan(3)!.price * 100),
      currency: "USD",
    });
    // The payment step shown again (a reload) gets the same intent, not a second one.
    await expect(startPayment(handle.db, resolve, { clientId, kind: "stripe" })).resolves.toMatchObject({
      reference: created.reference,
    });

    // The visitor pays; then Stripe fails again just as we ask about it: nothing is lost, a retry fulfils.
    stripe.succeed(created.reference);
    stripe.down = true;
    const unconfirmed = await confirmPayment(handle.db, resolve, {
      clientId,
      reference: created.reference,
      gateways: ["stripe"],
      confirm: { kind: "gateway", proof: {} },
    }).catch((error: unknown) => error);
    expect(await routeAnswer(unconfirmed)).toEqual({
      status: 503,
      body: { success: false, code: "unavailable", error: PROCESSING_FAILED },
    });
    expect((await paymentRows(clientId)).map((row) => row.status)).toEqual(["pending"]);

    stripe.down = false;
    const confirm = () =>
      confirmPayment(handle.db, resolve, {
        clientId,
        reference: created.reference,
        gateways: ["stripe"],
        confirm: { kind: "gateway", proof: {} },
      });
    await expect(confirm()).resolves.toEqual({ status: "paid", fulfilled: true });
    await expect(confirm()).resolves.toEqual({ status: "paid", fulfilled: false });
    expect((await paymentRows(clientId)).map((row) => [row.status, row.gatewayReference])).toEqual([
      ["paid", created.reference],
    ]);
    expect(await subscriptions(clientId)).toHaveLength(1);
    expect(await client(clientId)).toMatchObject({ platformSync: "skipped" });
  });

  it("Razorpay: 'Failed to create payment order', the registration kept, then one payment and one subscription", async () => {
    const clientId = await registerPaid(11, "IN");
    razorpay.down = true;
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" }).catch(
        (error: unknown) => error,
      );
      expect(await routeAnswer(refused)).toEqual({
        status: 503,
        body: { success: false, code: "unavailable", error: ORDER_FAILED },
      });
    }
    expect(await paymentRows(clientId)).toEqual([]);
    expect(await subscriptions(clientId)).toEqual([]);
    expect(await client(clientId)).toMatchObject({ planId: 11 });

    razorpay.down = false;
    const created = await startPayment(handle.db, resolve, { clientId, kind: "razorpay", countryCode: "IN" });
    expect(created).toMatchObject({
      gateway: "razorpay",
      currency: "INR",
      amount: Math.round(findCatalogPlan(11)!.price * 100 * 1.18),
    }); // plus 18 % GST
    const paymentId = `pay_fault_${clientId}`;
    const signature = createHmac("sha256", RAZORPAY_SECRET).update(`${created.reference}|${paymentId}`).digest("hex");
    const verified = await confirmPayment(handle.db, resolve, {
      clientId,
      reference: created.reference,
      gateways: ["razorpay"],
      confirm: { kind: "gateway", proof: { orderId: created.reference, paymentId, signature } },
    });
    expect(verified).toEqual({ status: "paid", fulfilled: true });
    expect((await paymentRows(clientId)).map((row) => [row.status, row.gatewayPaymentId])).toEqual([
      ["paid", paymentId],
    ]);
    expect(await subscriptions(clientId)).toHaveLength(1);
  });
});
