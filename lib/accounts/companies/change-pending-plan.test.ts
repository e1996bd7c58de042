import { eq } from "drizzle-orm";
import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { clients, clientSubscriptions, outboxJobs, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { sandboxGateway, SANDBOX_CARDS } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, startPayment } from "@/lib/billing/payments/service";
import type { GatewayResolver } from "@/lib/billing/payments/types";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { changePendingPlan } from "./change-pending-plan";
import { welcomeDedupeKey } from "../../billing/onboarding";
import { registrationPayloadSchema } from "./payload";
import { pendingSignup } from "@/lib/accounts/signup/status";

let counter = 0;
const CARD = { kind: "card" as const, number: SANDBOX_CARDS.success, expiry: "12/30", cvc: "123" };

describe.each(testDrivers())("changePendingPlan on $name", ({ open }) => {
  const { db } = setUpDatabase(open);

  const sandbox: GatewayResolver = () => sandboxGateway();
  const api = () => embeddedAdminApi({ db: async () => db(), gateways: sandbox });
  const row = async (clientId: number) => (await db().select().from(clients).where(eq(clients.id, clientId)))[0];

  async function registerProfessionalMonthly() {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: `Switch Co ${counter}`,
      contact_name: "Asha Rao",
      contact_email: `switch${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: { id: 3 },
    });
    return (await api().registerClient(payload, { ip: `198.51.100.${counter}`, countryCode: "US" })).data.id;
  }

  it("moves an unpaid registration to another paid plan, which the checkout then charges", async () => {
    const clientId = await registerProfessionalMonthly();
    const yearly = findCatalogPlan(7)!; // Professional, Yearly
    expect(await changePendingPlan(db(), clientId, yearly)).toMatchObject({
      planId: 7,
      billingCycle: "Yearly",
      planPrice: yearly.price,
    });
    expect((await pendingSignup(api(), clientId))?.plan).toMatchObject({
      id: 7,
      billing_cycle: "Yearly",
      price: yearly.price,
    });
    const created = await startPayment(db(), sandbox, { clientId, kind: "stripe" });
    expect(created.amount).toBe(Math.round(yearly.price * 100));
  });

  it("a payment begun for the old plan fulfils nothing after the change and is refunded", async () => {
    const clientId = await registerProfessionalMonthly();
    const old = await startPayment(db(), sandbox, { clientId, kind: "stripe" });
    await changePendingPlan(db(), clientId, findCatalogPlan(7)!);
    await expect(
      confirmPayment(db(), sandbox, { clientId, reference: old.reference, gateways: ["sandbox"], confirm: CARD }),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      (await db().select().from(payments).where(eq(payments.clientId, clientId))).map((payment) => payment.status),
    ).toEqual(["refunding"]);
    expect(await db().select().from(clientSubscriptions).where(eq(clientSubscriptions.clientId, clientId))).toEqual([]);
    // The new plan's own payment fulfils.
    const current = await startPayment(db(), sandbox, { clientId, kind: "stripe" });
    await expect(
      confirmPayment(db(), sandbox, { clientId, reference: current.reference, gateways: ["sandbox"], confirm: CARD }),
    ).resolves.toEqual({ status: "paid", fulfilled: true });
  });

  it("Free makes the account ready now: welcome e-mail queued, nothing left to pay", async () => {
    const clientId = await registerProfessionalMonthly();
    const welcome = () =>
      db()
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.dedupeKey, welcomeDedupeKey(clientId)));
    expect(await welcome()).toEqual([]);
    expect(await changePendingPlan(db(), clientId, findCatalogPlan(1)!)).toMatchObject({
      planId: 1,
      planPrice: 0,
      platformSync: "skipped",
    });
    expect(await welcome()).toHaveLength(1);
    expect(await pendingSignup(api(), clientId)).toBeNull();
    await expect(startPayment(db(), sandbox, { clientId, kind: "stripe" })).rejects.toMatchObject({ status: 400 });
  });

  it("changes nothing once the registration is paid", async () => {
    const clientId = await registerProfessionalMonthly();
    const { reference } = await startPayment(db(), sandbox, { clientId, kind: "stripe" });
    await confirmPayment(db(), sandbox, { clientId, reference, gateways: ["sandbox"], confirm: CARD });
    const before = await row(clientId);
    expect(await changePendingPlan(db(), clientId, findCatalogPlan(1)!)).toBeNull();
    expect(await row(clientId)).toEqual(before);
  });
});
