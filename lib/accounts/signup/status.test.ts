import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { testDrivers } from "@/testing/test-databases";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { isPendingEmail, pendingSignup, signupStatus } from "./status";

let counter = 0;

describe.each(testDrivers())("pendingSignup on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  const api = () => embeddedAdminApi({ db: async () => handle.db, gateways: () => sandboxGateway() });

  async function register(planId: number | null, country = "US") {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: `Pending Co ${counter}`,
      contact_name: "Asha Rao",
      contact_email: `pending${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: planId === null ? null : { id: planId },
    });
    const registered = await api().registerClient(payload, { ip: `198.51.100.${counter}`, countryCode: country });
    return registered.data;
  }

  it("resumes an unpaid paid plan with the plan and contact the server stored", async () => {
    const client = await register(11, "IN"); // INR Professional Monthly
    const pending = await pendingSignup(api(), client.id);
    expect(pending).toEqual({
      client_id: client.id,
      client_name: client.client_name,
      contact_name: "Asha Rao",
      contact_email: client.contact_email,
      contact_phone: "+14155550100",
      plan: expect.objectContaining({
        id: 11,
        plan_name: "Professional",
        price: findCatalogPlan(11)!.price,
        currency: "INR",
        billing_cycle: "Monthly",
      }),
    });
  });

  it("has nothing to resume for a free plan, no plan, or a plan already paid", async () => {
    expect(await pendingSignup(api(), (await register(1)).id)).toBeNull();
    expect(await pendingSignup(api(), (await register(null)).id)).toBeNull();

    const paid = await register(2);
    const session = await api().createPayment("stripe", paid.id, { country_code: "US" });
    await api().confirmPayment("stripe", paid.id, {
      payment_intent_id: session.payment_intent_id,
      card: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    });
    expect(await pendingSignup(api(), paid.id)).toBeNull();
  });

  it("reports a ready account as registered: free, no plan (which is Free), or paid for", async () => {
    const free = await register(1);
    expect(await signupStatus(api(), free.id)).toEqual({
      registered: {
        client_id: free.id,
        client_name: free.client_name,
        contact_name: "Asha Rao",
        contact_email: free.contact_email,
        contact_phone: free.contact_phone,
        paid: false,
        plan: expect.objectContaining({ id: 1, plan_name: "Free" }),
      },
    });
    expect((await signupStatus(api(), (await register(null)).id)).registered).toMatchObject({
      paid: false,
      plan: { id: 1, plan_name: "Free" },
    });

    const paid = await register(2);
    expect((await signupStatus(api(), paid.id)).pending).toMatchObject({ client_id: paid.id });
    const session = await api().createPayment("stripe", paid.id, { country_code: "US" });
    await api().confirmPayment("stripe", paid.id, {
      payment_intent_id: session.payment_intent_id,
      card: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    });
    expect(await signupStatus(api(), paid.id)).toEqual({
      registered: expect.objectContaining({
        client_id: paid.id,
        client_name: paid.client_name,
        contact_email: paid.contact_email,
        paid: true,
        plan: expect.objectContaining({ id: 2 }),
      }),
    });
  });

  it("compares e-mails as registration does, ignoring case and spaces", async () => {
    const pending = (await pendingSignup(api(), (await register(3)).id))!;
    expect(isPendingEmail(pending, ` ${pending.contact_email.toUpperCase()} `)).toBe(true);
    expect(isPendingEmail(pending, `x${pending.contact_email}`)).toBe(false);
  });
});
