import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { CARD_DECLINED, PLAN_CHANGED } from "@/lib/billing/payments/form-messages";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { findCatalogPlan, planInCurrency } from "@/lib/billing/plans/catalog";
import { startAdminApiServer } from "@/testing/admin-api-server";
import { INVALID_API_KEY, type AdminApi, type Registered } from "./contract";
import { embeddedAdminApi } from "./embedded";
import { remoteAdminApi } from "./remote";

// The payment calls behave the same on both backends, with the sandbox gateway (no keys, no network): the remote
// one talks to our embedded backend served over HTTP, paying as the client whose API key it forwards.

const STARTER_MONTHLY = 3;
const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const DECLINED_CARD = { ...GOOD_CARD, number: "4000 0000 0000 0002" };
const starter = findCatalogPlan(STARTER_MONTHLY)!;
const minorUnits = (price: number) => Math.round(price * 100);

let counter = 0;

describe.each(testDrivers())("the admin API's payment calls on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let provider: Awaited<ReturnType<typeof startAdminApiServer>>;
  const embedded = () => embeddedAdminApi({ db: async () => handle.db, gateways: () => sandboxGateway() });
  beforeAll(async () => {
    handle = await open();
    provider = await startAdminApiServer(embedded());
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), provider.close()]));

  /** A client registered through the backend, with the backend as that client's session would call it. */
  type Payer = { clientId: number; api: AdminApi };
  const backends: [string, () => AdminApi, (signIn: NonNullable<Registered["signIn"]>) => AdminApi][] = [
    ["embedded", embedded, () => embedded()],
    [
      "remote",
      () => remoteAdminApi({ baseUrl: provider.url }),
      ({ authToken }) => remoteAdminApi({ baseUrl: provider.url, authToken }),
    ],
  ];

  describe.each(backends)("on the %s backend", (_name, backend, signedIn) => {
    async function register(planData?: Record<string, unknown>): Promise<Payer> {
      counter += 1;
      const payload = registrationPayloadSchema.parse({
        client_name: `Paying Co ${counter}`,
        contact_name: "Asha Rao",
        contact_email: `payer${counter}-${Date.now()}@acme.example`,
        contact_phone: "+14155550100",
        acceptTerms: true,
        ...(planData ? { plan_data: planData } : {}),
      });
      const { signIn, requiresPayment } = await backend().registerClient(payload, {
        ip: `203.0.113.${counter}`,
        countryCode: "US",
      });
      expect(requiresPayment).toBe(Boolean(planData));
      return { clientId: signIn!.clientId, api: signedIn(signIn!) };
    }
    // The browser's plan_data carries a tampered price; only the plan's id is read, at registration.
    const registerPaid = () => register({ ...starter, price: 1 });

    it("prices a Stripe session and a Razorpay order from the catalog, ignoring a tampered price in the body", async () => {
      const { clientId, api } = await registerPaid();
      const tampered = { plan_data: { ...starter, price: 1 }, customer_data: { amount: 100 }, currency_code: "EUR" };
      const session = await api.createPayment("stripe", clientId, { country_code: "US", ...tampered });
      expect(session).toEqual({
        gateway: "sandbox",
        client_secret: null,
        payment_intent_id: expect.stringMatching(/^sbx_/),
        amount: minorUnits(starter.price),
        currency: "USD",
      });

      const order = await api.createPayment("razorpay", clientId, { country_code: "IN", ...tampered });
      const inr = planInCurrency(starter, "INR")!;
      // INR prices are plus 18 % GST, computed here on the catalog price.
      expect(order).toEqual({
        gateway: "sandbox",
        amount: Math.round(minorUnits(inr.price) * 1.18),
        currency: "INR",
        order_id: expect.stringMatching(/^sbx_/),
        key_id: null,
      });
      expect(order.amount).not.toBe(100);
    });

    it("refuses to charge for a plan the checkout shows when the registration has another one (a stale tab)", async () => {
      const { clientId, api } = await registerPaid();
      const enterpriseYearly = findCatalogPlan(8)!;
      expect(enterpriseYearly.plan_id).not.toBe(starter.plan_id);
      await expect(
        api.createPayment("stripe", clientId, { country_code: "US", plan_data: enterpriseYearly }),
      ).rejects.toMatchObject({ code: "conflict", message: PLAN_CHANGED });
      await expect(
        api.createPayment("razorpay", clientId, { country_code: "IN", plan_data: { id: 1 } }),
      ).rejects.toMatchObject({ code: "conflict", message: PLAN_CHANGED });
      // The same plan in another currency is the same plan; no plan_data (an API caller) pays the registered plan.
      await expect(
        api.createPayment("razorpay", clientId, { country_code: "IN", plan_data: planInCurrency(starter, "INR") }),
      ).resolves.toMatchObject({ currency: "INR" });
      await expect(api.createPayment("stripe", clientId, { country_code: "US" })).resolves.toMatchObject({
        amount: minorUnits(starter.price),
      });
    });

    it("confirms the sandbox test card 4242 4242 4242 4242 as paid and assigns the plan, once", async () => {
      const { clientId, api } = await registerPaid();
      const { payment_intent_id } = await api.createPayment("stripe", clientId, {});
      await expect(api.confirmPayment("stripe", clientId, { payment_intent_id, card: GOOD_CARD })).resolves.toEqual({
        status: "paid",
      });
      await expect(api.confirmPayment("stripe", clientId, { payment_intent_id, card: GOOD_CARD })).resolves.toEqual({
        status: "paid",
      });
      await expect(api.getClientSubscription(clientId)).resolves.toMatchObject({
        client_id: clientId,
        plan: { id: STARTER_MONTHLY },
        status: "active",
      });
      // Paid: a new session is refused rather than charging twice.
      await expect(api.createPayment("stripe", clientId, {})).rejects.toMatchObject({ code: "already_paid" });
    });

    it("verifies a Razorpay-side order paid with the sandbox card", async () => {
      const { clientId, api } = await registerPaid();
      const { order_id } = await api.createPayment("razorpay", clientId, { country_code: "IN" });
      await expect(api.confirmPayment("razorpay", clientId, { order_id, card: GOOD_CARD })).resolves.toEqual({
        status: "paid",
      });
      await expect(api.getClientSubscription(clientId)).resolves.toMatchObject({ status: "active" });
    });

    it("answers the decline card 4000 0000 0000 0002 as a result with the card error as returned (no HTTP error), and the payment stays retryable", async () => {
      const { clientId, api } = await registerPaid();
      const { payment_intent_id } = await api.createPayment("stripe", clientId, {});
      await expect(api.confirmPayment("stripe", clientId, { payment_intent_id, card: DECLINED_CARD })).resolves.toEqual(
        {
          status: "declined",
          message: CARD_DECLINED,
        },
      );
      await expect(api.getClientSubscription(clientId)).resolves.toBeNull();
      await expect(api.confirmPayment("stripe", clientId, { payment_intent_id, card: GOOD_CARD })).resolves.toEqual({
        status: "paid",
      });
    });

    it("refuses to confirm another client's payment, which stays the owner's to pay", async () => {
      const owner = await registerPaid();
      const other = await registerPaid();
      const { payment_intent_id } = await owner.api.createPayment("stripe", owner.clientId, {});
      await expect(
        other.api.confirmPayment("stripe", other.clientId, { payment_intent_id, card: GOOD_CARD }),
      ).rejects.toMatchObject({ code: "not_found", message: "Payment not found." });
      await expect(other.api.getClientSubscription(other.clientId)).resolves.toBeNull();
      await expect(
        owner.api.confirmPayment("stripe", owner.clientId, { payment_intent_id, card: GOOD_CARD }),
      ).resolves.toEqual({ status: "paid" });
    });

    it("refuses a payment for a free registration, unless the checkout shows the paid plan it upgrades to", async () => {
      const { clientId, api } = await register();
      await expect(api.createPayment("stripe", clientId, {})).rejects.toMatchObject({
        code: "bad_request",
        message: "This plan needs no payment.",
      });
      await expect(api.createPayment("stripe", clientId, { plan_data: { id: 1 } })).rejects.toMatchObject({
        code: "bad_request",
        message: "This plan needs no payment.",
      });
      await expect(
        api.createPayment("stripe", clientId, { plan_data: { id: STARTER_MONTHLY } }),
      ).resolves.toMatchObject({
        amount: minorUnits(starter.price),
        currency: "USD",
      });
    });
  });

  describe("the remote backend", () => {
    it("posts the body as JSON to the product's path with the session's Bearer token", async () => {
      counter += 1;
      const payload = registrationPayloadSchema.parse({
        client_name: `Wire Co ${counter}`,
        contact_name: "Asha Rao",
        contact_email: `wire${counter}-${Date.now()}@acme.example`,
        contact_phone: "+14155550100",
        acceptTerms: true,
        plan_data: starter,
      });
      const { data } = await remoteAdminApi({ baseUrl: provider.url }).registerClient(payload, {
        ip: `203.0.113.${counter}`,
        countryCode: "US",
      });
      await remoteAdminApi({ baseUrl: provider.url, authToken: data.api_key }).createPayment("stripe", data.id, {
        country_code: "US",
        currency_code: "USD",
      });
      const sent = provider.requests.at(-1)!;
      expect(sent).toMatchObject({ method: "POST", url: "/api/payments/create-stripe-session" });
      expect(sent.headers.authorization).toBe(`Bearer ${data.api_key}`);
      expect(JSON.parse(sent.body)).toEqual({ country_code: "US", currency_code: "USD" });
    });

    it("answers 401 when the provider does not know the token (the route then clears the session)", async () => {
      await expect(
        remoteAdminApi({ baseUrl: provider.url, authToken: "lf_live_unknown" }).createPayment("stripe", 1, {}),
      ).rejects.toMatchObject({ code: "unauthorized", message: INVALID_API_KEY });
    });
  });
});
