import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clientSubscriptions, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { startAdminApiServer, TOKEN_REFUSED } from "@/testing/admin-api-server";
import { PAID_PLAN_NEEDS_CHECKOUT, type AdminApi } from "./contract";
import { subscriptionEnd } from "@/lib/billing/plans/subscription-term";
import { embeddedAdminApi } from "./embedded";
import { remoteAdminApi } from "./remote";

const NOW = new Date("2026-11-21T10:00:00Z");
const usd = (cycle: "Monthly" | "Yearly", name: string) =>
  listCatalogPlans({ country_code: "US", billing_cycle: cycle }).plans.find((plan) => plan.plan_name === name)!;

describe.each(testDrivers())("the admin API's client and subscription calls on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startAdminApiServer>>;
  let counter = 0;
  beforeAll(async () => {
    handle = await open();
    // The provider's stand-in is our embedded backend on the same database, served with our routes' answers.
    fake = await startAdminApiServer(embeddedAdminApi({ db: async () => handle.db, now: () => NOW }), {
      acceptsToken: (token) => token !== "expired",
    });
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), fake.close()]));

  async function newClient() {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: `Contract ${counter}`,
      contact_name: "Asha Rao",
      contact_email: `contract${counter}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    // Registered without a plan at NOW: the Free plan's subscription starts then.
    const { data } = await registerClient(handle.db, payload, {
      ip: `198.51.100.${counter}`,
      countryCode: "US",
      platform: {},
      now: NOW,
    });
    return data;
  }

  async function paidSubscription(clientId: number, planId: number, startsAt: Date) {
    const [payment] = await handle.db
      .insert(payments)
      .values({
        clientId,
        planId,
        gateway: "sandbox",
        gatewayReference: `contract-${clientId}-${planId}-${startsAt.getTime()}`,
        amount: 2900,
        currency: "USD",
        status: "paid",
        paidAt: startsAt,
      })
      .returning();
    await handle.db.insert(clientSubscriptions).values({
      clientId,
      planId,
      billingCycle: "Monthly",
      paymentId: payment.id,
      startsAt,
      endsAt: subscriptionEnd(startsAt, "Monthly"),
    });
  }

  const backends: [string, () => AdminApi][] = [
    ["embedded", () => embeddedAdminApi({ db: async () => handle.db, now: () => NOW })],
    ["remote", () => remoteAdminApi({ baseUrl: fake.url, authToken: "tok_contract" })],
  ];

  describe.each(backends)("on the %s backend", (_name, backend) => {
    it("answers a client without hashes or secrets, and 404 for an unknown one", async () => {
      const registered = await newClient();
      const client = await backend().getClient(registered.id);
      expect(client).toMatchObject({
        id: registered.id,
        contact_email: registered.contact_email,
        client_identifier: registered.client_identifier,
        country_code: "US",
      });
      expect(JSON.stringify(client)).not.toMatch(/hash|sealed|api_key|password/i);
      expect(JSON.stringify(client)).not.toContain(registered.api_key);
      await expect(backend().getClient(999_999)).rejects.toMatchObject({ code: "not_found" });
    });

    it("answers the Free plan's subscription for a client registered without a plan, and its limits", async () => {
      const { id } = await newClient();
      const free = usd("Monthly", "Free");
      await expect(backend().getClientSubscription(id)).resolves.toMatchObject({
        client_id: id,
        plan: free,
        status: "active",
        billing_cycle: "Monthly",
        started_at: NOW.toISOString(),
      });
      // The admin user registration created counts as the one user the Free plan allows.
      await expect(backend().validateUserLimit({ client_id: id, product_id: "crm" })).resolves.toEqual({
        allowed: false,
        user_limit: free.user_limit,
        current_users: 1,
      });
      await expect(backend().validateTokenLimit({ client_id: id, requested_tokens: 0 })).resolves.toEqual({
        allowed: true,
        ai_tokens_limit: free.ai_tokens_limit,
        requested_tokens: 0,
      });
      await expect(
        backend().validateTokenLimit({ client_id: id, requested_tokens: free.ai_tokens_limit + 1 }),
      ).resolves.toMatchObject({ allowed: false });
    });

    it("applies an active paid subscription's limits, and the Free plan's again once it has expired", async () => {
      const { id } = await newClient();
      const starter = usd("Monthly", "Starter");
      await paidSubscription(id, starter.id, new Date("2026-11-01T00:00:00Z"));
      const subscription = await backend().getClientSubscription(id);
      expect(subscription).toMatchObject({
        client_id: id,
        plan: starter,
        status: "active",
        billing_cycle: "Monthly",
        started_at: "2026-11-01T00:00:00.000Z",
        renews_at: "2026-12-01T00:00:00.000Z",
      });
      await expect(backend().validateUserLimit({ client_id: id })).resolves.toEqual({
        allowed: true,
        user_limit: starter.user_limit,
        current_users: 1,
      });
      await expect(
        backend().validateTokenLimit({ client_id: id, requested_tokens: starter.ai_tokens_limit }),
      ).resolves.toMatchObject({ allowed: true, ai_tokens_limit: starter.ai_tokens_limit });

      // A paid period that has ended: the free plan's subscription is the one that applies.
      const { id: lapsed } = await newClient();
      await paidSubscription(lapsed, starter.id, new Date("2026-09-01T00:00:00Z"));
      await expect(backend().getClientSubscription(lapsed)).resolves.toMatchObject({
        plan: usd("Monthly", "Free"),
        status: "active",
      });
      await expect(
        backend().validateTokenLimit({ client_id: lapsed, requested_tokens: starter.ai_tokens_limit }),
      ).resolves.toEqual({
        allowed: false,
        ai_tokens_limit: usd("Monthly", "Free").ai_tokens_limit,
        requested_tokens: starter.ai_tokens_limit,
      });
    });

    it("assigns a free plan directly, in the cycle asked for", async () => {
      const { id } = await newClient();
      const free = usd("Yearly", "Free");
      const { data, message } = await backend().assignSubscription({
        client_id: id,
        plan_id: usd("Monthly", "Free").id,
        billing_cycle: "Yearly",
      });
      expect(message).toBe("Free plan assigned.");
      expect(data).toMatchObject({
        client_id: id,
        plan: free,
        status: "active",
        billing_cycle: "Yearly",
        started_at: NOW.toISOString(),
        renews_at: "2027-11-21T10:00:00.000Z",
      });
      await expect(backend().getClientSubscription(id)).resolves.toEqual(data);
      await expect(backend().getClient(id)).resolves.toMatchObject({ plan_id: free.id, billing_cycle: "Yearly" });
    });

    it("asked again for the running free plan and cycle, keeps that assignment; another cycle is a new one", async () => {
      const { id } = await newClient();
      const first = await backend().assignSubscription({
        client_id: id,
        plan_id: usd("Yearly", "Free").id,
        billing_cycle: "Yearly",
      });
      const again = await backend().assignSubscription({
        client_id: id,
        plan_id: usd("Yearly", "Free").id,
        billing_cycle: "Yearly",
      });
      expect(again).toEqual(first);
      const monthly = await backend().assignSubscription({
        client_id: id,
        plan_id: usd("Yearly", "Free").id,
        billing_cycle: "Monthly",
      });
      expect(monthly.data.id).not.toBe(first.data.id);
      expect(monthly.data).toMatchObject({ billing_cycle: "Monthly", plan: usd("Monthly", "Free") });
    });

    it("assigns Free in the client's own currency, whichever currency's row is named", async () => {
      const { id } = await newClient(); // a US client
      const inrFree = listCatalogPlans({ country_code: "IN", billing_cycle: "Monthly" }).plans.find(
        (plan) => plan.price === 0,
      )!;
      const { data } = await backend().assignSubscription({
        client_id: id,
        plan_id: inrFree.id,
        billing_cycle: "Monthly",
      });
      expect(data.plan).toMatchObject({ id: usd("Monthly", "Free").id, currency: "USD" });
    });

    it("never cuts a paid period short: Free is refused (409) while it runs, and nothing changes", async () => {
      const { id } = await newClient();
      await paidSubscription(id, usd("Monthly", "Starter").id, new Date("2026-11-10T00:00:00Z"));
      const before = await backend().getClientSubscription(id);
      await expect(
        backend().assignSubscription({ client_id: id, plan_id: usd("Monthly", "Free").id, billing_cycle: "Yearly" }),
      ).rejects.toMatchObject({
        code: "conflict",
        status: 409,
        message: "This client's paid plan runs until 2026-12-10. Assign the free plan after that.",
      });
      await expect(backend().getClientSubscription(id)).resolves.toEqual(before);
    });

    it("refuses to assign a paid plan (402) or an unknown one, and records nothing", async () => {
      const { id } = await newClient();
      await expect(
        backend().assignSubscription({
          client_id: id,
          plan_id: usd("Monthly", "Professional").id,
          billing_cycle: "Monthly",
        }),
      ).rejects.toMatchObject({
        code: "payment_required",
        status: 402,
        message: PAID_PLAN_NEEDS_CHECKOUT,
      });
      await expect(
        backend().assignSubscription({ client_id: id, plan_id: 9_999, billing_cycle: "Monthly" }),
      ).rejects.toMatchObject({ code: "bad_request" });
      await expect(backend().getClientSubscription(id)).resolves.toMatchObject({
        plan: usd("Monthly", "Free"),
        started_at: NOW.toISOString(),
      });
    });
  });

  describe("the remote backend", () => {
    it("forwards the caller's Bearer token and the product's query parameters", async () => {
      const { id } = await newClient();
      await remoteAdminApi({ baseUrl: fake.url, authToken: "tok_abc" }).validateTokenLimit({
        client_id: id,
        requested_tokens: 0,
      });
      await remoteAdminApi({ baseUrl: fake.url, authToken: "tok_abc" }).validateUserLimit({
        client_id: id,
        product_id: "crm",
      });
      const [tokens, users] = fake.requests.slice(-2);
      expect(tokens).toMatchObject({
        method: "GET",
        url: `/api/subscriptions/validate-token-limit?client_id=${id}&requested_tokens=0`,
      });
      expect(users).toMatchObject({
        method: "GET",
        url: `/api/subscriptions/validate-user-limit?client_id=${id}&product_id=crm`,
      });
      expect(tokens.headers.authorization).toBe("Bearer tok_abc");
    });

    it("answers 401 when the admin API does (the route then clears the session)", async () => {
      await expect(remoteAdminApi({ baseUrl: fake.url, authToken: "expired" }).getClient(1)).rejects.toMatchObject({
        code: "unauthorized",
        message: TOKEN_REFUSED,
      });
    });
  });
});
