import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { welcomeDedupeKey } from "@/lib/billing/onboarding";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clients, clientSubscriptions, outboxJobs, payments, webhookEvents } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { ApiError } from "@/lib/platform/http";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { razorpayGateway } from "@/lib/billing/gateways/razorpay/server";
import { sandboxGateway, SANDBOX_CARDS } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, handleWebhook, startPayment } from "./service";
import type { Gateway, GatewayResolver, PaymentOrder } from "./types";

let counter = 0;
const GOOD = { kind: "card" as const, number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const DECLINE = { ...GOOD, number: "4000 0000 0000 0002" };
const headers = (entries: Record<string, string>) => new Headers(entries);

describe.each(testDrivers())("payments on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  /** A registered client with a paid plan; the browser's plan_data carries a tampered price. */
  async function registerPaid(planId = 3, country = "US") {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `pay${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: { ...findCatalogPlan(planId), price: 1 },
    });
    const registration = await registerClient(handle.db, payload, {
      ip: `198.51.100.${counter}`,
      countryCode: country,
      platform: {},
    });
    return registration.clientId!;
  }

  const sandbox: GatewayResolver = () => sandboxGateway();
  const rowsFor = (clientId: number) => handle.db.select().from(payments).where(eq(payments.clientId, clientId));
  const welcomeJobs = (clientId: number) =>
    handle.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.dedupeKey, welcomeDedupeKey(clientId)));

  it("prices the order from the catalog, ignoring the browser's price", async () => {
    const clientId = await registerPaid(3);
    const orders: PaymentOrder[] = [];
    const capture: GatewayResolver = () => ({
      ...sandboxGateway(),
      async createPayment(order) {
        orders.push(order);
        return {
          gateway: "sandbox",
          reference: `cap_${clientId}_${orders.length}`,
          amount: order.amount,
          currency: order.currency,
        };
      },
    });
    const [client] = await handle.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client.planPrice).toBe(findCatalogPlan(3)!.price);

    const created = await startPayment(handle.db, capture, { clientId, kind: "stripe" });
    expect(orders[0].plan.id).toBe(3);
    expect(created.amount).toBe(Math.round(findCatalogPlan(3)!.price * 100));
    expect(created.currency).toBe("USD");
    // India pays the same plan and cycle, in INR from the catalog.
    const india = await startPayment(handle.db, capture, { clientId, kind: "razorpay", countryCode: "IN" });
    expect(india.currency).toBe("INR");
    expect(orders[1].plan.plan_id).toBe(findCatalogPlan(3)!.plan_id);
    expect(orders[1].plan.billing_cycle).toBe("Monthly");
    expect(india.amount).toBe(Math.round(orders[1].plan.price * 100 * 1.18)); // plus 18 % GST
    expect((await rowsFor(clientId)).map((row) => row.amount).sort()).toEqual([created.amount, india.amount].sort());
  });

  it("refuses a client without a paid plan", async () => {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Free Co",
      contact_name: "F",
      contact_email: `free${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    const { clientId } = await registerClient(handle.db, payload, {
      ip: `203.0.113.${counter}`,
      countryCode: "US",
      platform: {},
    });
    await expect(startPayment(handle.db, sandbox, { clientId: clientId!, kind: "stripe" })).rejects.toThrow(ApiError);
  });

  it("keeps a declined payment retryable, then fulfils the good card", async () => {
    const clientId = await registerPaid();
    const { reference } = await startPayment(handle.db, sandbox, { clientId, kind: "stripe" });
    const confirm = (card: typeof GOOD) =>
      confirmPayment(handle.db, sandbox, { clientId, reference, gateways: ["stripe", "sandbox"], confirm: card });
    await expect(confirm(DECLINE)).resolves.toEqual({ status: "declined", message: "Your card was declined." });
    expect((await rowsFor(clientId))[0].status).toBe("failed");
    expect(await welcomeJobs(clientId)).toHaveLength(0);
    await expect(confirm(GOOD)).resolves.toEqual({ status: "paid", fulfilled: true });
    expect((await rowsFor(clientId))[0].status).toBe("paid");
  });

  it("refuses another client's payment", async () => {
    const owner = await registerPaid();
    const other = await registerPaid();
    const { reference } = await startPayment(handle.db, sandbox, { clientId: owner, kind: "stripe" });
    await expect(
      confirmPayment(handle.db, sandbox, { clientId: other, reference, gateways: ["sandbox"], confirm: GOOD }),
    ).rejects.toThrow("Payment not found.");
  });

  it("fulfils once when the confirm call and the webhook both arrive", async () => {
    const clientId = await registerPaid();
    const { reference } = await startPayment(handle.db, sandbox, { clientId, kind: "stripe" });
    const hook: Gateway = {
      ...sandboxGateway(),
      async parseWebhook() {
        return {
          id: `evt_${reference}`,
          type: "payment_intent.succeeded",
          outcome: "paid",
          reference,
          gatewayPaymentId: reference,
        };
      },
    };
    const [confirmed, delivered] = await Promise.all([
      confirmPayment(handle.db, sandbox, { clientId, reference, gateways: ["sandbox"], confirm: GOOD }),
      handleWebhook(handle.db, hook, "{}", headers({})),
    ]);
    expect([confirmed.status === "paid" && confirmed.fulfilled, delivered.fulfilled].filter(Boolean)).toHaveLength(1);
    // Later calls change nothing.
    await confirmPayment(handle.db, sandbox, { clientId, reference, gateways: ["sandbox"], confirm: GOOD });
    const paid = await rowsFor(clientId);
    expect(paid.map((row) => row.status)).toEqual(["paid"]);
    expect(
      await handle.db.select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, clientId)),
    ).toHaveLength(1);
    expect(await welcomeJobs(clientId)).toHaveLength(1);
    const [client] = await handle.db.select().from(clients).where(eq(clients.id, clientId));
    expect(client.platformSync).toBe("skipped");
  });

  describe("razorpay webhooks", () => {
    const SECRET = "whsec_razorpay_test";
    const gateway = razorpayGateway({
      keyId: "rzp_test_x",
      keySecret: "key-secret",
      webhookSecret: SECRET,
      apiUrl: "http://127.0.0.1:9",
    });
    const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");

    async function razorpayOrder() {
      const clientId = await registerPaid(11, "IN");
      const orderId = `order_${clientId}_${Date.now()}`;
      await handle.db.insert(payments).values({
        clientId,
        planId: 11,
        gateway: "razorpay",
        gatewayReference: orderId,
        amount: 799900,
        currency: "INR",
      });
      return { clientId, orderId };
    }
    const captured = (orderId: string) =>
      JSON.stringify({
        event: "payment.captured",
        payload: { payment: { entity: { id: `pay_${orderId}`, order_id: orderId, status: "captured" } } },
      });

    it("refuses a bad signature with 400 and changes nothing", async () => {
      const { clientId, orderId } = await razorpayOrder();
      const body = captured(orderId);
      for (const signature of [sign(body, "wrong-secret"), "", sign(`${body} `)]) {
        const refused = handleWebhook(
          handle.db,
          gateway,
          body,
          headers({ "x-razorpay-signature": signature, "x-razorpay-event-id": `evt_bad_${orderId}` }),
        );
        await expect(refused).rejects.toMatchObject({ code: "bad_request", status: 400 });
      }
      expect((await rowsFor(clientId))[0].status).toBe("pending");
      expect(
        await handle.db
          .select()
          .from(webhookEvents)
          .where(eq(webhookEvents.eventId, `evt_bad_${orderId}`)),
      ).toHaveLength(0);
    });

    it("fulfils a signed delivery and refuses its replay", async () => {
      const { clientId, orderId } = await razorpayOrder();
      const body = captured(orderId);
      const deliver = () =>
        handleWebhook(
          handle.db,
          gateway,
          body,
          headers({ "x-razorpay-signature": sign(body), "x-razorpay-event-id": `evt_${orderId}` }),
        );
      await expect(deliver()).resolves.toEqual({ received: true, fulfilled: true });
      await expect(deliver()).resolves.toEqual({ received: true, duplicate: true });
      expect((await rowsFor(clientId)).map((row) => [row.status, row.gatewayPaymentId])).toEqual([
        ["paid", `pay_${orderId}`],
      ]);
      expect(await welcomeJobs(clientId)).toHaveLength(1);
    });
  });

  it("checks the card numbers the sandbox knows", () => {
    expect(SANDBOX_CARDS).toEqual({ success: "4242424242424242", decline: "4000000000000002" });
  });
});
