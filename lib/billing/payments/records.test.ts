import { randomBytes } from "node:crypto";
import type { AdminApi, Registered } from "@/lib/accounts/backend/contract";
import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { PAYMENT_NOT_FOUND } from "./payment-records";
import { remoteAdminApi } from "@/lib/accounts/backend/remote";
import { resolveCaller } from "@/lib/accounts/companies/caller";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { startAdminApiServer } from "@/testing/admin-api-server";
import { NO_MATCHING_PAYMENT, PAYMENT_STATUS_LIMIT, lookUpPaymentStatus } from "./public-status";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";

const GOOD_CARD = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const DECLINED_CARD = { ...GOOD_CARD, number: "4000 0000 0000 0002" };

describe.each(testDrivers())("payment status and history on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let provider: Awaited<ReturnType<typeof startAdminApiServer>>;
  const embedded = () =>
    embeddedAdminApi({
      db: async () => handle.db,
      gateways: () => sandboxGateway(),
      invoiceLink: (id) => `https://leadflow.example/api/invoices/t${id}`,
    });
  beforeAll(async () => {
    handle = await open();
    provider = await startAdminApiServer(embedded());
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), provider.close()]));

  async function paidClient() {
    const email = `status-${randomBytes(5).toString("hex")}@acme.example`;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+919876543210",
      acceptTerms: true,
      plan_data: findCatalogPlan(10),
    });
    const registered = await embedded().registerClient(payload, {
      ip: `198.51.100.${randomBytes(1)[0]}`,
      countryCode: "IN",
    });
    const { signIn, data } = registered as Registered & { signIn: NonNullable<Registered["signIn"]> };
    const api = embedded();
    const declined = await api.createPayment("razorpay", signIn.clientId, {
      country_code: "IN",
      billing: { name: "Acme Pvt Ltd", state: "27" },
    });
    await api
      .confirmPayment("razorpay", signIn.clientId, { order_id: declined.order_id, card: DECLINED_CARD })
      .catch(() => undefined);
    await api.confirmPayment("razorpay", signIn.clientId, { order_id: declined.order_id, card: GOOD_CARD });
    return { clientId: signIn.clientId, apiKey: data.api_key, email, reference: declined.order_id };
  }

  const backends: [string, (apiKey: string) => AdminApi][] = [
    ["embedded", () => embedded()],
    ["remote", (apiKey) => remoteAdminApi({ baseUrl: provider.url, authToken: apiKey })],
  ];

  describe.each(backends)("on the %s backend", (_name, backendFor) => {
    it("answers the caller's own payment, and 404 alike for another client's and an unknown reference", async () => {
      const own = await paidClient();
      const other = await paidClient();
      // The caller as the route finds it: from the API key.
      const caller = await resolveCaller(handle.db, new Headers({ "x-api-key": own.apiKey }), {});
      expect(caller.clientId).toBe(own.clientId);
      const api = backendFor(own.apiKey);

      const status = await api.checkoutStatus(caller.clientId, own.reference);
      expect(status).toMatchObject({
        status: "paid",
        amount: 283_082,
        currency: "INR",
        plan_id: 10,
        plan_name: "Starter",
        invoice_number: expect.stringMatching(/^LF\/\d{4}-\d{2}\/\d{5}$/),
      });
      expect(status.invoice_url).toMatch(/^https:\/\/leadflow\.example\/api\/invoices\/t\d+$/);
      // The receipt's reference (the gateway's payment id) finds it too.
      expect(await api.checkoutStatus(caller.clientId, status.reference)).toEqual(status);

      for (const reference of [other.reference, "order_unknown_123"]) {
        await expect(api.checkoutStatus(caller.clientId, reference)).rejects.toMatchObject({
          code: "not_found",
          message: PAYMENT_NOT_FOUND,
        });
      }
      const history = await api.paymentHistory(caller.clientId);
      expect(history).toEqual([status]);
    });
  });

  it("the public lookup: the right pair gets the state, a wrong or unknown pair the same neutral answer, then the limit", async () => {
    const paid = await paidClient();
    const ip = `203.0.113.${randomBytes(1)[0]}`;
    // A fixed clock for the lookups' rate-limit window.
    const now = new Date("2026-11-02T09:00:00Z");
    const look = (reference: string, email: string) =>
      lookUpPaymentStatus(handle.db, { reference, email }, { ip, now });
    expect(await look(paid.reference, paid.email.toUpperCase())).toEqual({ status: "done", state: "paid" });
    expect(await look(paid.reference, "someone-else@acme.example")).toEqual({ status: "done", state: null });
    expect(await look("order_never_made", paid.email)).toEqual({ status: "done", state: null });
    expect(NO_MATCHING_PAYMENT).toMatch(/reference and e-mail address/);
    expect(await look("not a reference!", "nope")).toEqual({
      status: "invalid",
      fieldErrors: { reference: expect.any(String), email: "Please enter a valid email address" },
    });
    for (let i = 3; i < PAYMENT_STATUS_LIMIT.limit; i++) await look(paid.reference, paid.email);
    expect(await look(paid.reference, paid.email)).toMatchObject({
      status: "failed",
      message: expect.stringMatching(/^Too many lookups\. Please try again in \d+ minutes?\.$/),
    });
    // One window later, the lookups count again from nothing.
    expect(
      await lookUpPaymentStatus(
        handle.db,
        { reference: paid.reference, email: paid.email },
        { ip, now: new Date(now.getTime() + PAYMENT_STATUS_LIMIT.windowMs) },
      ),
    ).toEqual({ status: "done", state: "paid" });
  });
});
