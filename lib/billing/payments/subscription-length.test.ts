import { eq } from "drizzle-orm";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clientSubscriptions } from "@/lib/platform/db/schema";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { testDrivers } from "@/testing/test-databases";
import { sandboxGateway, SANDBOX_CARDS } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, startPayment } from "./service";
import type { GatewayResolver } from "./types";

// A paid subscription runs from the moment of payment: Monthly for one calendar month, Yearly for one year, a day
// that the next month (or year) lacks becoming its last day.

const MONTHLY = 3;
const YEARLY = 7;
let counter = 0;

describe.each(testDrivers())("a paid subscription's length on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  const sandbox: GatewayResolver = () => sandboxGateway(() => handle.db);

  async function paidAt(planId: number, paid: string) {
    counter += 1;
    const plan = findCatalogPlan(planId)!;
    const payload = registrationPayloadSchema.parse({
      client_name: "Epsilon Sales",
      contact_name: "Esha Rao",
      contact_email: `term${counter}-${Date.now()}@epsilon.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      billing_cycle: plan.billing_cycle,
      plan_data: plan,
    });
    const { clientId } = await registerClient(handle.db, payload, {
      ip: `198.18.0.${counter}`,
      countryCode: "US",
      platform: {},
    });
    const session = await startPayment(handle.db, sandbox, { clientId: clientId!, kind: "stripe", countryCode: "US" });
    await confirmPayment(handle.db, sandbox, {
      clientId: clientId!,
      reference: session.reference,
      gateways: ["sandbox"],
      confirm: { kind: "card", number: SANDBOX_CARDS.success, expiry: "12/30", cvc: "123" },
      now: new Date(paid),
    });
    const [subscription] = await handle.db
      .select()
      .from(clientSubscriptions)
      .where(eq(clientSubscriptions.clientId, clientId!));
    return {
      cycle: subscription.billingCycle,
      starts: subscription.startsAt.toISOString(),
      ends: subscription.endsAt.toISOString(),
    };
  }

  it("Monthly: one calendar month from the payment", async () => {
    await expect(paidAt(MONTHLY, "2026-03-10T09:30:00.000Z")).resolves.toEqual({
      cycle: "Monthly",
      starts: "2026-03-10T09:30:00.000Z",
      ends: "2026-04-10T09:30:00.000Z",
    });
    await expect(paidAt(MONTHLY, "2026-12-15T23:59:00.000Z")).resolves.toMatchObject({
      ends: "2027-01-15T23:59:00.000Z",
    });
  });

  it("Monthly paid on the 31st of January: to the last day of February, not into March", async () => {
    await expect(paidAt(MONTHLY, "2026-01-31T12:00:00.000Z")).resolves.toMatchObject({
      ends: "2026-02-28T12:00:00.000Z",
    });
  });

  it("Yearly: one year from the payment, 29 February becoming 28 February", async () => {
    await expect(paidAt(YEARLY, "2026-05-20T08:00:00.000Z")).resolves.toEqual({
      cycle: "Yearly",
      starts: "2026-05-20T08:00:00.000Z",
      ends: "2027-05-20T08:00:00.000Z",
    });
    await expect(paidAt(YEARLY, "2028-02-29T10:00:00.000Z")).resolves.toMatchObject({
      ends: "2029-02-28T10:00:00.000Z",
    });
  });
});
