import { eq } from "drizzle-orm";
import { completeRegistration } from "@/lib/accounts/companies/complete";
import { SYNC_WARNING } from "@/lib/accounts/companies/messages";
import { syncDedupeKey } from "@/lib/billing/onboarding";
import { submitRegistration } from "@/lib/accounts/companies/submit";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clients, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { decryptSyncData, startFakePlatform, type FakePlatform } from "@/testing/platform-server";
import { drain } from "@/lib/platform/outbox";
import { platformSyncHandler } from "@/lib/accounts/platform-sync/job";
import { PLATFORM_TIMEOUT_MS } from "@/lib/accounts/platform-sync/platform";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { startTcpProxy, type TcpProxy } from "@/testing/tcp-proxy";

// Fault: the platform is down, or answers only after the timeout, when a registration completes. The visitor must
// see the product's sync warning with the account created, and the queued sync must reach the platform once it is back.

const SECRET = "platform-fault-key";
const SPEC_WARNING =
  "Your account was created successfully, but there was an issue syncing with our systems. Please contact support with your API key to complete the setup.";
const RETRY = 31_000; // past the first retry delay (30 s)
let counter = 0;

it("waits 10 s for the platform in production, and the signup screen shows the product's warning", () => {
  expect(PLATFORM_TIMEOUT_MS).toBe(10_000);
  expect(SYNC_WARNING).toBe(SPEC_WARNING);
});

describe.each(testDrivers())("the platform sync failing on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  async function register(apiUrl: string) {
    counter += 1;
    const body = {
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `sync-fault${counter}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
    };
    const submitted = await submitRegistration(handle.db, body, {
      ip: `192.0.2.${counter}`,
      countryCode: "US",
      platform: { apiUrl, syncKey: SECRET },
    });
    expect(submitted).toMatchObject({ status: 201, answer: { success: true } });
    return submitted.registration!.data;
  }
  const client = async (id: number) => (await handle.db.select().from(clients).where(eq(clients.id, id)))[0];
  const syncJob = async (id: number) =>
    (
      await handle.db
        .select()
        .from(outboxJobs)
        .where(eq(outboxJobs.dedupeKey, syncDedupeKey(id)))
    )[0];

  describe("when it is down", () => {
    let platform: FakePlatform;
    let proxy: TcpProxy;
    beforeAll(async () => {
      platform = await startFakePlatform(SECRET);
      proxy = await startTcpProxy({ host: "127.0.0.1", port: Number(new URL(platform.url).port) });
    });
    afterAll(() => Promise.all([proxy.close(), platform.close()]));

    it("warns the visitor, keeps the sync queued, and syncs once the platform is back", async () => {
      const apiUrl = `http://127.0.0.1:${proxy.port}`;
      const handlers = { platform_sync: platformSyncHandler({ apiUrl }) };
      const data = await register(apiUrl);
      proxy.cut();

      const now = new Date();
      // "failed" is what makes the success panel show SYNC_WARNING with the API key (components/signup).
      expect(await completeRegistration(handle.db, data.id, handlers, now)).toBe("failed");
      expect(await syncJob(data.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: expect.stringMatching(/^Platform unreachable/),
      });
      expect(await client(data.id)).toMatchObject({
        platformSync: "queued",
        platformSyncData: expect.stringMatching(/^[0-9a-f]{32}:/),
      });
      // Still down at the first retry (the welcome e-mail's job has no handler here and just waits).
      await drain(handle.db, handlers, { now: new Date(now.getTime() + RETRY) });
      expect(await syncJob(data.id)).toMatchObject({ status: "pending", attempts: 2 });

      proxy.restore();
      const job = await syncJob(data.id);
      await drain(handle.db, handlers, { now: new Date(job.nextAttemptAt.getTime() + 1) });
      expect(platform.received).toEqual([
        expect.objectContaining({
          email: data.contact_email,
          client_api_key: data.api_key,
          client_identifier: data.client_identifier,
        }),
      ]);
      expect(await syncJob(data.id)).toMatchObject({ status: "done", attempts: 3 });
      expect(await client(data.id)).toMatchObject({ platformSync: "synced", platformSyncData: null });
      // The visitor coming back to the completion step now sees no warning.
      expect(await completeRegistration(handle.db, data.id, handlers)).toBe("synced");
    });
  });

  describe("when it answers only after the timeout", () => {
    // The platform holds each request until the test lets it answer (past the client's timeout), or answers at once.
    const state = { holding: true };
    let letAnswer: () => void = () => undefined;
    const answering = new Promise<void>((resolve) => (letAnswer = resolve));
    const received: Record<string, unknown>[] = [];
    const receivedWaiters: { count: number; reached: () => void }[] = [];
    const untilReceived = (count: number) =>
      new Promise<void>((reached) => {
        if (received.length >= count) reached();
        else receivedWaiters.push({ count, reached });
      });
    let platform: Awaited<ReturnType<typeof startHttpServer>>;
    beforeAll(async () => {
      platform = await startHttpServer(async (request, response) => {
        if (state.holding) await answering;
        received.push(decryptSyncData((JSON.parse(request.body) as { data: string }).data, SECRET));
        for (const waiter of receivedWaiters) if (received.length >= waiter.count) waiter.reached();
        sendJson(response, 200, { status: true });
      });
    });
    afterAll(() => platform.close());

    it("gives up inline after the timeout, warns the visitor, and the queued sync completes later", async () => {
      // The production timeout is 10 s (above); a short one keeps this test fast.
      const handlers = { platform_sync: platformSyncHandler({ apiUrl: platform.url, timeoutMs: 300 }) };
      const data = await register(platform.url);

      const now = new Date();
      expect(await completeRegistration(handle.db, data.id, handlers, now)).toBe("failed");
      expect(await syncJob(data.id)).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: "Platform did not answer within 0.3 s",
      });
      expect(await client(data.id)).toMatchObject({ platformSync: "queued" });

      state.holding = false;
      await drain(handle.db, handlers, { now: new Date(now.getTime() + RETRY) });
      expect(await syncJob(data.id)).toMatchObject({ status: "done", attempts: 2 });
      expect(await client(data.id)).toMatchObject({ platformSync: "synced", platformSyncData: null });
      // The slow answer to the first try may still have reached the platform: the retry carries the same client
      // (identifier and API key) and the same Idempotency-Key, so the platform can tell it is the same one.
      letAnswer();
      await untilReceived(2);
      expect(received).toHaveLength(2);
      expect(new Set(received.map((payload) => `${payload.client_identifier}:${payload.client_api_key}`))).toEqual(
        new Set([`${data.client_identifier}:${data.api_key}`]),
      );
      const keys = platform.requests.map((request) => request.headers["idempotency-key"]);
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^sync-[0-9a-f]{64}$/);
      expect(keys[1]).toBe(keys[0]);
    });
  });
});
