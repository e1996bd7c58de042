import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { outboxJobs } from "@/lib/db/schema";
import { testDrivers } from "@/lib/db/testing";
import { findCatalogPlan } from "@/lib/plans/catalog";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";
import { resendWelcome } from "./resend-welcome";

let counter = 0;

describe.each(testDrivers())("resendWelcome on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  async function register(planId?: number) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `resend${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: planId ? findCatalogPlan(planId) : null,
    });
    const { clientId } = await registerClient(handle.db, payload, { ip: `203.0.113.${counter}`, countryCode: "US", platform: {} });
    return clientId!;
  }

  const welcomeJobs = async (clientId: number) =>
    handle.db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.kind} = 'email' and ${outboxJobs.payload}->>'template' = 'welcome' and (${outboxJobs.payload}->>'clientId')::int = ${clientId}`);

  it("queues the welcome e-mail again, three times an hour per client", async () => {
    const clientId = await register();
    const now = new Date("2026-06-01T10:05:00Z");
    for (let i = 0; i < 3; i += 1) await expect(resendWelcome(handle.db, clientId, now)).resolves.toEqual({ ok: true });
    await expect(resendWelcome(handle.db, clientId, now)).resolves.toEqual({ ok: false, reason: "rate_limited", retryAfterMs: 55 * 60_000 });
    expect(await welcomeJobs(clientId)).toHaveLength(4); // the first welcome and three resends
    await expect(resendWelcome(handle.db, clientId, new Date("2026-06-01T11:00:00Z"))).resolves.toEqual({ ok: true });
    // Another client has its own allowance.
    await expect(resendWelcome(handle.db, await register(), now)).resolves.toEqual({ ok: true });
  }, 30_000);

  it("sends nothing for a paid plan whose payment has not been fulfilled", async () => {
    const clientId = await register(3);
    await expect(resendWelcome(handle.db, clientId)).resolves.toEqual({ ok: false, reason: "not_ready" });
    expect(await welcomeJobs(clientId)).toHaveLength(0);
  }, 30_000);
});
