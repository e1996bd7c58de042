import { eq } from "drizzle-orm";
import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { changePendingPlan } from "@/lib/accounts/companies/change-pending-plan";
import { welcomeDedupeKey } from "@/lib/billing/onboarding";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { clients, outboxJobs, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { receiptDedupeKey } from "./receipt-mail";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, startPayment } from "./service";
import type { GatewayResolver } from "./types";

// A registration without a plan is the Free plan, with its subscription; paying later for a paid plan (the checkout
// showing it) upgrades that same account instead of registering it again.

let counter = 0;
const GOOD = { kind: "card" as const, number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
const DECLINE = { ...GOOD, number: "4000 0000 0000 0002" };
const STARTER_MONTHLY = 2;
const PROFESSIONAL_MONTHLY = 3;
const ENTERPRISE_YEARLY = 8;

describe.each(testDrivers())("a free account's upgrade on $name", ({ open }) => {
  const { db } = setUpDatabase(open);

  const sandbox: GatewayResolver = () => sandboxGateway();
  const api = () => embeddedAdminApi({ db: async () => db(), gateways: sandbox });
  const jobs = (dedupeKey: string) => db().select().from(outboxJobs).where(eq(outboxJobs.dedupeKey, dedupeKey));
  const clientRow = async (clientId: number) => (await db().select().from(clients).where(eq(clients.id, clientId)))[0];

  async function register(planId: number | null) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: `Upgrade Co ${counter}`,
      contact_name: "Asha Rao",
      contact_email: `upgrade${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: planId === null ? null : { id: planId },
    });
    const registration = await registerClient(db(), payload, {
      ip: `198.51.100.${counter}`,
      countryCode: "US",
      platform: {},
    });
    return registration.clientId!;
  }

  it("registers no plan as the Free plan, with its subscription, ready at once", async () => {
    const clientId = await register(null);
    expect(await clientRow(clientId)).toMatchObject({
      planId: 1,
      billingCycle: "Monthly",
      planPrice: 0,
      currencyCode: "USD",
      platformSync: "skipped",
    });
    await expect(api().getClientSubscription(clientId)).resolves.toMatchObject({
      plan: { id: 1, plan_name: "Free" },
      status: "active",
      billing_cycle: "Monthly",
    });
    expect(await jobs(welcomeDedupeKey(clientId))).toHaveLength(1);
  });

  it("pays the paid plan the checkout shows, priced from the catalog, and moves the account to it", async () => {
    const clientId = await register(null);
    const { reference, amount } = await startPayment(db(), sandbox, {
      clientId,
      kind: "stripe",
      shownPlanId: STARTER_MONTHLY,
    });
    expect(amount).toBe(Math.round(findCatalogPlan(STARTER_MONTHLY)!.price * 100));
    // A decline leaves the Free account as it was.
    await expect(
      confirmPayment(db(), sandbox, { clientId, reference, gateways: ["sandbox"], confirm: DECLINE }),
    ).resolves.toMatchObject({ status: "declined" });
    expect(await clientRow(clientId)).toMatchObject({ planId: 1 });

    await expect(
      confirmPayment(db(), sandbox, { clientId, reference, gateways: ["sandbox"], confirm: GOOD }),
    ).resolves.toEqual({ status: "paid", fulfilled: true });
    expect(await clientRow(clientId)).toMatchObject({
      planId: STARTER_MONTHLY,
      billingCycle: "Monthly",
      planPrice: findCatalogPlan(STARTER_MONTHLY)!.price,
      platformSync: "skipped",
    });
    await expect(api().getClientSubscription(clientId)).resolves.toMatchObject({
      plan: { id: STARTER_MONTHLY },
      status: "active",
    });
    const [payment] = await db().select().from(payments).where(eq(payments.clientId, clientId));
    expect(await jobs(receiptDedupeKey(payment.id))).toHaveLength(1);
    // Welcomed once, at registration: the upgrade sends no second welcome.
    expect(await jobs(welcomeDedupeKey(clientId))).toHaveLength(1);
    // Upgraded: nothing more to pay, whatever plan a checkout shows.
    await expect(
      startPayment(db(), sandbox, { clientId, kind: "stripe", shownPlanId: PROFESSIONAL_MONTHLY }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("upgrades a Free plan chosen on purpose too, to another cycle's plan", async () => {
    const clientId = await register(1);
    const { reference } = await startPayment(db(), sandbox, {
      clientId,
      kind: "stripe",
      shownPlanId: ENTERPRISE_YEARLY,
    });
    await confirmPayment(db(), sandbox, { clientId, reference, gateways: ["sandbox"], confirm: GOOD });
    expect(await clientRow(clientId)).toMatchObject({ planId: ENTERPRISE_YEARLY, billingCycle: "Yearly" });
    await expect(api().getClientSubscription(clientId)).resolves.toMatchObject({
      plan: { id: ENTERPRISE_YEARLY },
      billing_cycle: "Yearly",
    });
  });

  it("a payment begun for a paid registration that was switched to Free since is no upgrade: refunded, the account stays Free", async () => {
    const clientId = await register(PROFESSIONAL_MONTHLY);
    const old = await startPayment(db(), sandbox, { clientId, kind: "stripe" });
    await changePendingPlan(db(), clientId, findCatalogPlan(1)!);
    await expect(api().getClientSubscription(clientId)).resolves.toMatchObject({ plan: { id: 1 } });
    await expect(
      confirmPayment(db(), sandbox, { clientId, reference: old.reference, gateways: ["sandbox"], confirm: GOOD }),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      (await db().select().from(payments).where(eq(payments.clientId, clientId))).map((payment) => payment.status),
    ).toEqual(["refunding"]);
    expect(await clientRow(clientId)).toMatchObject({ planId: 1 });
  });
});
