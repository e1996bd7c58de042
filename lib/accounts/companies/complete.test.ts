import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clients, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { startFakePlatform, type FakePlatform } from "@/testing/platform-server";
import { drain } from "@/lib/platform/outbox";
import { platformSyncHandler } from "@/lib/accounts/platform-sync/job";
import { completeRegistration } from "./complete";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";

const SECRET = "platform-secret";
let counter = 0;

describe.each(testDrivers())("completing a registration on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let platform: FakePlatform;
  beforeAll(async () => {
    [handle, platform] = await Promise.all([open(), startFakePlatform(SECRET)]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), platform.close()]));
  beforeEach(() => {
    platform.received.length = 0;
    platform.reply = { status: 200, body: '{"status":true}' };
  });

  async function register(platformConfig: { apiUrl?: string; syncKey?: string }) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `complete${counter}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    return registerClient(handle.db, payload, {
      ip: `192.0.2.${counter}`,
      countryCode: "US",
      platform: platformConfig,
    });
  }
  const handlers = () => ({ platform_sync: platformSyncHandler({ apiUrl: platform.url }) });
  const client = async (id: number) => (await handle.db.select().from(clients).where(eq(clients.id, id)))[0];
  const syncJob = async (id: number) =>
    (
      await handle.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.dedupeKey, `platform_sync:client:${id}`))
    )[0];

  it("syncs inline once, and the platform gets the decrypted client with its API key", async () => {
    const { data } = await register({ apiUrl: platform.url, syncKey: SECRET });
    expect(await completeRegistration(handle.db, data.id, handlers())).toBe("synced");
    expect(platform.received).toEqual([
      {
        client_name: "Acme Sales",
        first_name: "Asha Rao",
        mobile_no: "+14155550100",
        email: data.contact_email,
        client_api_key: data.api_key,
        country_code: "US",
        currency_code: "USD",
        client_identifier: data.client_identifier,
      },
    ]);
    expect(await client(data.id)).toMatchObject({ platformSync: "synced", platformSyncData: null });
    expect(await syncJob(data.id)).toMatchObject({ status: "done", attempts: 1 });
    // Completing again does not send again.
    expect(await completeRegistration(handle.db, data.id, handlers())).toBe("synced");
    expect(platform.received).toHaveLength(1);
  });

  it("reports a failed sync and leaves the job in the outbox for a later retry", async () => {
    const { data } = await register({ apiUrl: platform.url, syncKey: SECRET });
    platform.reply = { status: 500, body: '{"status":false,"message":"platform down"}' };
    const now = new Date();
    expect(await completeRegistration(handle.db, data.id, handlers(), now)).toBe("failed");
    expect(await syncJob(data.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "platform down (HTTP 500)",
    });
    expect(await completeRegistration(handle.db, data.id, handlers(), now)).toBe("failed");
    expect(await client(data.id)).toMatchObject({
      platformSync: "queued",
      platformSyncData: expect.stringMatching(/:/),
    });

    platform.reply = { status: 200, body: '{"status":true}' };
    const result = await drain(handle.db, handlers(), { now: new Date(now.getTime() + 31_000) });
    expect(result.done).toBeGreaterThanOrEqual(1);
    expect(await syncJob(data.id)).toMatchObject({ status: "done", attempts: 2 });
    expect(await client(data.id)).toMatchObject({ platformSync: "synced", platformSyncData: null });
  });

  it("records the sync as skipped without PLATFORM_API_URL, which is not a failure", async () => {
    const { data } = await register({});
    expect(await completeRegistration(handle.db, data.id, handlers())).toBe("skipped");
    expect(await syncJob(data.id)).toBeUndefined();
    expect(platform.received).toEqual([]);
  });

  it("rejects an unknown client", async () => {
    await expect(completeRegistration(handle.db, 987_654, handlers())).rejects.toMatchObject({ status: 404 });
  });
});
