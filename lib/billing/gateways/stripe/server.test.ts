import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { payments, webhookEvents } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { handleWebhook } from "@/lib/billing/payments/service";
import { stripeGateway } from "./server";

// Stripe webhooks through the real SDK's signature check and our event log: what a forger or a replayer gets.

const SECRET = "whsec_stripe_webhook_test";
const gateway = stripeGateway({ secretKey: "sk_test_webhooks", webhookSecret: SECRET, apiUrl: "http://127.0.0.1:9" });
const stripe = new Stripe("sk_test_webhooks");
let counter = 0;

describe.each(testDrivers())("Stripe webhooks on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  /** A registered client on a paid plan with a pending PaymentIntent. */
  async function pendingIntent() {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Hook Co",
      contact_name: "Hana",
      contact_email: `hook${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: findCatalogPlan(3),
    });
    const { clientId } = await registerClient(handle.db, payload, {
      ip: `192.0.2.${counter}`,
      countryCode: "US",
      platform: {},
    });
    const intentId = `pi_hook_${clientId}_${Date.now()}`;
    await handle.db.insert(payments).values({
      clientId: clientId!,
      planId: 3,
      gateway: "stripe",
      gatewayReference: intentId,
      amount: 9900,
      currency: "USD",
    });
    return intentId;
  }

  const succeeded = (eventId: string, intentId: string) =>
    JSON.stringify({
      id: eventId,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: intentId, object: "payment_intent", status: "succeeded" } },
    });
  const signature = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    new Headers({
      "stripe-signature": stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? SECRET,
        timestamp: options.timestamp,
      }),
    });
  const paymentOf = async (intentId: string) =>
    (await handle.db.select().from(payments).where(eq(payments.gatewayReference, intentId)))[0];
  const logged = (eventId: string) => handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));

  it("refuses a forged, tampered, unsigned or stale delivery with 400 and changes nothing", async () => {
    const intentId = await pendingIntent();
    const eventId = `evt_bad_${intentId}`;
    const body = succeeded(eventId, intentId);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    const deliveries: [string, Headers][] = [
      [body, signature(body, { secret: "whsec_someone_else" })],
      [body.replace(intentId, `${intentId}_other`), signature(body)],
      [body, new Headers()],
      // A delivery captured and sent again later: its signed timestamp is past Stripe's five-minute tolerance.
      [body, signature(body, { timestamp: tenMinutesAgo })],
    ];
    for (const [payload, headers] of deliveries) {
      await expect(handleWebhook(handle.db, gateway, payload, headers)).rejects.toMatchObject({
        code: "bad_request",
        status: 400,
      });
    }
    expect((await paymentOf(intentId)).status).toBe("pending");
    expect(await logged(eventId)).toHaveLength(0);
  });

  it("fulfils a signed delivery once and answers its replay as a duplicate", async () => {
    const intentId = await pendingIntent();
    const eventId = `evt_${intentId}`;
    const body = succeeded(eventId, intentId);
    const headers = signature(body);
    await expect(handleWebhook(handle.db, gateway, body, headers)).resolves.toEqual({
      received: true,
      fulfilled: true,
    });
    await expect(handleWebhook(handle.db, gateway, body, headers)).resolves.toEqual({
      received: true,
      duplicate: true,
    });
    expect(await paymentOf(intentId)).toMatchObject({ status: "paid", gatewayPaymentId: intentId });
    expect(await logged(eventId)).toHaveLength(1);
  });
});
