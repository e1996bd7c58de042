import { createHmac } from "node:crypto";
import Stripe from "stripe";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { startFakeRazorpay, startFakeStripe, type FakeRazorpay, type FakeStripe } from "@/testing/fake-gateways";
import { testDrivers } from "@/testing/test-databases";

// The webhook routes as a gateway calls them: the route handlers with real Requests, real signatures (Stripe's own
// test header, Razorpay's HMAC), a configured gateway whose API is a local fake, and a real database. Every e2e server
// runs without webhook secrets (404 there), so this is where the signature check runs.

const STRIPE_WEBHOOK_SECRET = "whsec_routes_test";
const RAZORPAY_WEBHOOK_SECRET = "rzp_routes_webhook";
const ONE_MIB = 1024 * 1024;

type Route = { POST: (request: Request) => Promise<Response>; GET: (request: Request) => Promise<Response> };
type Modules = {
  stripeRoute: Route;
  razorpayRoute: Route;
  schema: typeof import("@/lib/platform/db/schema");
  drizzle: typeof import("drizzle-orm");
  register: typeof import("@/lib/accounts/companies/register");
  payload: typeof import("@/lib/accounts/companies/payload");
  catalog: typeof import("@/lib/billing/plans/catalog");
  service: typeof import("@/lib/billing/payments/service");
  gateways: typeof import("@/lib/billing/payments/gateways");
  webhookRoute: typeof import("./webhook-route").webhookRoute;
};

let stripe: FakeStripe;
let razorpay: FakeRazorpay;
let app: Modules;

// The configuration is read once, when lib/platform/env is first loaded: set it, then load the app.
beforeAll(async () => {
  [stripe, razorpay] = await Promise.all([startFakeStripe(), startFakeRazorpay()]);
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: "sk_test_routes",
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    RAZORPAY_KEY_ID: "rzp_test_routes",
    RAZORPAY_KEY_SECRET: "rzp_routes_secret",
    RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_URL: razorpay.url,
  });
  app = {
    stripeRoute: (await import("./stripe/route")) as unknown as Route,
    razorpayRoute: (await import("./razorpay/route")) as unknown as Route,
    schema: await import("@/lib/platform/db/schema"),
    drizzle: await import("drizzle-orm"),
    register: await import("@/lib/accounts/companies/register"),
    payload: await import("@/lib/accounts/companies/payload"),
    catalog: await import("@/lib/billing/plans/catalog"),
    service: await import("@/lib/billing/payments/service"),
    gateways: await import("@/lib/billing/payments/gateways"),
    webhookRoute: (await import("./webhook-route")).webhookRoute,
  };
}, 60_000);
afterAll(() => Promise.all([stripe.close(), razorpay.close()]));

const stripeSigner = new Stripe("sk_test_signer");
const stripeSignature = (payload: string, secret = STRIPE_WEBHOOK_SECRET) =>
  stripeSigner.webhooks.generateTestHeaderString({ payload, secret });
const razorpaySignature = (payload: string, secret = RAZORPAY_WEBHOOK_SECRET) =>
  createHmac("sha256", secret).update(payload).digest("hex");
const post = (gateway: string, body: BodyInit, headers: Record<string, string>) =>
  new Request(`http://127.0.0.1/api/webhooks/${gateway}`, { method: "POST", body, headers });

let counter = 0;

describe.each(testDrivers())("the webhook routes on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const slot = globalThis as typeof globalThis & { leadflowDb?: { database?: Promise<unknown> } };
  beforeAll(async () => {
    handle = await open();
    // The app's shared database (lib/platform/db/index.ts) is this suite's.
    slot.leadflowDb = { database: Promise.resolve(handle.db) };
  }, 60_000);
  afterAll(async () => {
    slot.leadflowDb = undefined;
    await handle.close();
  });

  async function pendingPayment(kind: "stripe" | "razorpay") {
    counter += 1;
    const india = kind === "razorpay";
    const registration = app.payload.registrationPayloadSchema.parse({
      client_name: "Delta Sales",
      contact_name: "Dev Rao",
      contact_email: `hooks${counter}-${Date.now()}@delta.example`,
      contact_phone: india ? "+919876543210" : "+14155550100",
      acceptTerms: true,
      plan_data: app.catalog.findCatalogPlan(india ? 10 : 3),
    });
    const { clientId } = await app.register.registerClient(handle.db, registration, {
      ip: `192.0.2.${counter}`,
      countryCode: india ? "IN" : "US",
      platform: {},
    });
    const created = await app.service.startPayment(handle.db, app.gateways.resolveGateway, {
      clientId: clientId!,
      kind,
      countryCode: india ? "IN" : "US",
    });
    expect(created.gateway).toBe(kind);
    return created.reference;
  }
  const paymentOf = async (reference: string) =>
    (
      await handle.db
        .select()
        .from(app.schema.payments)
        .where(app.drizzle.eq(app.schema.payments.gatewayReference, reference))
    )[0];
  const eventsWithId = (eventId: string) =>
    handle.db.select().from(app.schema.webhookEvents).where(app.drizzle.eq(app.schema.webhookEvents.eventId, eventId));

  const stripeFailed = (reference: string, eventId: string) =>
    // Pretty-printed, as Stripe sends it: the signature covers these exact bytes, not a re-serialisation.
    JSON.stringify(
      {
        id: eventId,
        object: "event",
        type: "payment_intent.payment_failed",
        data: {
          object: {
            id: reference,
            object: "payment_intent",
            status: "requires_payment_method",
            last_payment_error: { type: "card_error", message: "Your card has insufficient funds." },
          },
        },
      },
      null,
      2,
    );

  it("Stripe: a signed payment_intent.payment_failed moves the order to failed, once", async () => {
    const reference = await pendingPayment("stripe");
    const body = stripeFailed(reference, `evt_failed_${counter}`);
    const response = await app.stripeRoute.POST(post("stripe", body, { "stripe-signature": stripeSignature(body) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await paymentOf(reference)).toMatchObject({
      status: "failed",
      failureMessage: "Your card has insufficient funds.",
    });

    const replay = await app.stripeRoute.POST(post("stripe", body, { "stripe-signature": stripeSignature(body) }));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
  });

  it("Stripe: a bad signature, or a body changed after signing, is 400 and changes nothing", async () => {
    const reference = await pendingPayment("stripe");
    const eventId = `evt_forged_${counter}`;
    const body = stripeFailed(reference, eventId);
    const forged = await app.stripeRoute.POST(
      post("stripe", body, { "stripe-signature": stripeSignature(body, "whsec_someone_else") }),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: "Invalid webhook signature." });
    // The same event re-serialised (the whitespace a JSON parse and stringify would drop): not what was signed.
    const reserialised = await app.stripeRoute.POST(
      post("stripe", JSON.stringify(JSON.parse(body)), { "stripe-signature": stripeSignature(body) }),
    );
    expect(reserialised.status).toBe(400);
    const unsigned = await app.stripeRoute.POST(post("stripe", body, {}));
    expect(unsigned.status).toBe(400);
    expect((await paymentOf(reference)).status).toBe("pending");
    expect(await eventsWithId(eventId)).toEqual([]);
  });

  it("refuses a body over 1 MiB with 413, declared or streamed, before its signature is checked", async () => {
    const big = `{"id":"evt_big","padding":"${"x".repeat(ONE_MIB)}"}`;
    const declared = await app.stripeRoute.POST(
      post("stripe", big, { "stripe-signature": stripeSignature(big), "content-length": String(big.length) }),
    );
    expect(declared.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode(big.slice(0, 64 * 1024));
        for (let sent = 0; sent <= ONE_MIB; sent += chunk.byteLength) controller.enqueue(chunk);
        controller.close();
      },
    });
    const chunked = await app.razorpayRoute.POST(
      new Request("http://127.0.0.1/api/webhooks/razorpay", {
        method: "POST",
        body: streamed,
        headers: { "x-razorpay-signature": razorpaySignature(big) },
        duplex: "half",
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
  });

  it("Razorpay: a signed payment.failed moves the order to failed; a bad HMAC is 400", async () => {
    const reference = await pendingPayment("razorpay");
    const body = JSON.stringify({
      entity: "event",
      event: "payment.failed",
      payload: {
        payment: {
          entity: {
            id: `pay_failed_${counter}`,
            order_id: reference,
            status: "failed",
            error_description: "Payment was declined by the bank",
          },
        },
      },
    });
    const headers = { "x-razorpay-event-id": `rzp_evt_${counter}` };
    const forged = await app.razorpayRoute.POST(
      post("razorpay", body, { ...headers, "x-razorpay-signature": razorpaySignature(body, "not_the_secret") }),
    );
    expect(forged.status).toBe(400);
    expect((await paymentOf(reference)).status).toBe("pending");

    const signed = await app.razorpayRoute.POST(
      post("razorpay", body, { ...headers, "x-razorpay-signature": razorpaySignature(body) }),
    );
    expect(signed.status).toBe(200);
    expect(await paymentOf(reference)).toMatchObject({
      status: "failed",
      failureMessage: "Payment was declined by the bank",
    });
  });

  /** What a paid event must leave behind: the payment paid, the subscription, the invoice, the receipt queued. */
  async function expectFulfilled(reference: string) {
    const payment = await paymentOf(reference);
    expect(payment.status).toBe("paid");
    const { eq } = app.drizzle;
    const { clientSubscriptions, invoices, outboxJobs } = app.schema;
    expect(
      await handle.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, payment.clientId)),
    ).toHaveLength(1);
    const [invoice] = await handle.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(invoice).toMatchObject({ clientId: payment.clientId, totalAmount: payment.amount });
    const jobs = await handle.db.select().from(outboxJobs);
    const receipts = jobs.filter(
      (job) => job.payload.template === "receipt" && job.dedupeKey === `email:receipt:payment:${payment.id}`,
    );
    expect(receipts).toHaveLength(1);
  }

  // A paid event drains the outbox after the answer (Next's after(), which needs a request scope a test has not):
  // the same route with the drain handed to the test instead.
  const drainsAsked: unknown[] = [];
  const paidRoute = (sender: "stripe" | "razorpay") =>
    app.webhookRoute(sender, { afterAnswer: (task) => drainsAsked.push(task) }) as unknown as Route;

  it("Stripe: a signed payment_intent.succeeded marks the order paid, records the subscription and invoice, queues the receipt, once", async () => {
    const reference = await pendingPayment("stripe");
    const body = JSON.stringify({
      id: `evt_paid_${counter}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: reference, object: "payment_intent", status: "succeeded" } },
    });
    const route = paidRoute("stripe");
    drainsAsked.length = 0;
    const response = await route.POST(post("stripe", body, { "stripe-signature": stripeSignature(body) }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true });
    await expectFulfilled(reference);
    expect(drainsAsked).toHaveLength(1); // the receipt and welcome sent after the answer
    const replay = await route.POST(post("stripe", body, { "stripe-signature": stripeSignature(body) }));
    expect(await replay.json()).toEqual({ received: true, duplicate: true });
    await expectFulfilled(reference);
    expect(drainsAsked).toHaveLength(1);
  });

  it("Razorpay: a signed payment.captured marks the order paid, records the subscription and invoice, queues the receipt", async () => {
    const reference = await pendingPayment("razorpay");
    const body = JSON.stringify({
      entity: "event",
      event: "payment.captured",
      payload: { payment: { entity: { id: `pay_paid_${counter}`, order_id: reference, status: "captured" } } },
    });
    const response = await paidRoute("razorpay").POST(
      post("razorpay", body, {
        "x-razorpay-event-id": `rzp_paid_${counter}`,
        "x-razorpay-signature": razorpaySignature(body),
      }),
    );
    expect(response.status).toBe(200);
    await expectFulfilled(reference);
  });

  it("answers only POST", async () => {
    const response = await app.stripeRoute.GET(new Request("http://127.0.0.1/api/webhooks/stripe"));
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toContain("POST");
  });
});
