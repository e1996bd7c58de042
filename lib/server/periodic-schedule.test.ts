import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { alertNotices, outboxJobs, payments, rateLimits } from "@/lib/platform/db/schema";

// The periodic tasks on their schedule, as the app runs them: a sandbox payment charged but never confirmed (stuck
// for 20 minutes) is settled, and a dead letter raises an alert mail to OPS_INBOX, by one call of /api/cron/outbox
// and by the outbox loop of a Node process (lib/server/periodic.ts); the rate limits' ended windows (visitors' keys)
// are dropped. Deleting any of these tasks fails this suite.
const SECRET = "cron-secret-for-the-schedule-test-01";
const OPS = "ops@leadflow.example";
const mailDir = mkdtempSync(path.join(tmpdir(), "leadflow-periodic-mail-"));
Object.assign(process.env, { CRON_SECRET: SECRET, OPS_INBOX: OPS, MAIL_DIR: mailDir });
delete process.env.SMTP_URL;

const slot = globalThis as {
  leadflowDb?: { database?: Promise<unknown> };
  leadflowPeriodicState?: Map<string, number>;
};
const CARD = { kind: "card" as const, expiry: "12/30", cvc: "123" };
let handle: DatabaseHandle;
let cron: typeof import("@/app/api/cron/outbox/route");
let appJobs: typeof import("./app-jobs");
let sandbox: typeof import("@/lib/billing/gateways/sandbox/server");
let service: typeof import("@/lib/billing/payments/service");
let registerTestClient: typeof import("@/testing/registered-client").registerTestClient;

// The configuration is read once, when lib/platform/env is first loaded: set above, then the app loaded here.
beforeAll(async () => {
  handle = await (await import("@/testing/pglite-template")).openTestPglite();
  ({ registerTestClient } = await import("@/testing/registered-client"));
  slot.leadflowDb = { database: Promise.resolve(handle.db) };
  cron = await import("@/app/api/cron/outbox/route");
  appJobs = await import("./app-jobs");
  sandbox = await import("@/lib/billing/gateways/sandbox/server");
  service = await import("@/lib/billing/payments/service");
}, 60_000);
afterAll(async () => {
  slot.leadflowDb = undefined;
  await handle.close();
  rmSync(mailDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each scene starts with nothing run yet in this process, and no alert mailed within the hour.
  slot.leadflowPeriodicState = new Map();
  await handle.db.delete(alertNotices);
});

/** A sandbox payment whose card was charged but whose confirmation never came, started 20 minutes ago. */
async function stuckPayment(): Promise<string> {
  const clientId = await registerTestClient(handle.db);
  const gateway = sandbox.sandboxGateway(async () => handle.db);
  const { reference } = await service.startPayment(handle.db, () => gateway, {
    clientId,
    kind: "stripe",
    countryCode: "US",
  });
  await gateway.confirm({ reference }, { ...CARD, number: sandbox.SANDBOX_CARDS.success });
  await handle.db
    .update(payments)
    .set({ createdAt: sql`now() - interval '20 minutes'` })
    .where(eq(payments.gatewayReference, reference));
  return reference;
}

async function deadLetter() {
  await handle.db.insert(outboxJobs).values({
    kind: "email",
    payload: { template: "contact", messageId: 1 },
    status: "dead",
    lastError: "550 mailbox unavailable",
  });
}

/** One rate-limit window that ended three days ago and one under way; their keys. */
async function rateLimitWindows() {
  const ended = new Date(Date.now() - 3 * 24 * 60 * 60_000);
  await handle.db.insert(rateLimits).values([
    { key: "contact:203.0.113.9", windowStart: ended, count: 2 },
    { key: "contact:203.0.113.10", windowStart: new Date(), count: 1 },
  ]);
}
const rateLimitKeys = async () =>
  (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);

const statusOf = async (reference: string) =>
  (await handle.db.select().from(payments).where(eq(payments.gatewayReference, reference)))[0].status;
const alertJobs = async () =>
  (await handle.db.select().from(outboxJobs)).filter(
    (job) => job.payload.template === "ops-alert" && job.payload.alert === "dead_letters" && job.payload.to === OPS,
  );

it("one call of /api/cron/outbox settles the stuck payment, queues the dead-letter alert and drops ended rate-limit windows", async () => {
  const reference = await stuckPayment();
  await deadLetter();
  await rateLimitWindows();
  expect(await statusOf(reference)).toBe("pending");

  const response = await cron.GET(
    new NextRequest("http://127.0.0.1:3000/api/cron/outbox", { headers: { authorization: `Bearer ${SECRET}` } }),
    {} as never,
  );
  expect(response.status).toBe(200);
  expect((await response.json()).periodic).toEqual([
    "alerts",
    "payment-reconciliation",
    "blog-schedule",
    "rate-limit-windows",
  ]);
  expect(await statusOf(reference)).toBe("paid");
  expect(await alertJobs()).toHaveLength(1);
  const keys = await rateLimitKeys();
  expect(keys).toContain("contact:203.0.113.10");
  expect(keys).not.toContain("contact:203.0.113.9");
}, 60_000);

it("the outbox loop does the same on its own, without any request", async () => {
  const reference = await stuckPayment();
  const alertsBefore = (await alertJobs()).length;
  const loop = appJobs.startAppOutboxLoop();
  try {
    // Waits for the two events the tasks cause (not a fixed sleep): the loop runs its tasks at once on start.
    const deadline = Date.now() + 30_000;
    while ((await statusOf(reference)) !== "paid" || (await alertJobs()).length === alertsBefore) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await loop.stop(5_000);
  }
  expect(await statusOf(reference)).toBe("paid");
  expect(await alertJobs()).toHaveLength(alertsBefore + 1);
}, 60_000);
