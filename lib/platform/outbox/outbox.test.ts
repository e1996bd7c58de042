import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { pairDrivers, type ConnectionPair } from "@/testing/two-connections";
import { claimFirstAttempt, drain, enqueue, type JobHandlers } from ".";

const t0 = new Date("2026-11-21T10:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe.each(testDrivers())("outbox on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(outboxJobs));

  const job = async (id: number) => (await handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0];

  it("runs a due job once and marks it done", async () => {
    const seen: unknown[] = [];
    const handlers: JobHandlers = { email: async (payload) => void seen.push(payload) };
    const { id } = await enqueue(handle.db, "email", { to: "a@example.com" }, { runAt: t0 });
    expect(await drain(handle.db, handlers, { now: at(1) })).toEqual({ claimed: 1, done: 1, retrying: 0, dead: 0 });
    expect(await drain(handle.db, handlers, { now: at(2) })).toEqual({ claimed: 0, done: 0, retrying: 0, dead: 0 });
    expect(seen).toEqual([{ to: "a@example.com" }]);
    expect(await job(id!)).toMatchObject({ status: "done", attempts: 1, lastError: null });
  });

  it("runs a job queued the moment before, on the same clock", async () => {
    // The database's clock counts microseconds, the app's milliseconds: a job stamped by the database in the same
    // millisecond as the drain that follows read later than that drain's "now", and waited for the next one.
    for (let round = 0; round < 20; round++) {
      await enqueue(handle.db, "email", { round });
      expect((await drain(handle.db, { email: async () => undefined })).claimed).toBe(1);
    }
  });

  it("does not run a job before it is due", async () => {
    const { id } = await enqueue(handle.db, "email", {}, { runAt: at(60_000) });
    expect((await drain(handle.db, { email: async () => undefined }, { now: at(59_999) })).claimed).toBe(0);
    expect((await job(id!)).status).toBe("pending");
  });

  it("retries a failed job after the backoff, then succeeds", async () => {
    let fail = true;
    const handlers: JobHandlers = {
      platform_sync: async () => {
        if (fail) throw new Error("API returned an error");
      },
    };
    const { id } = await enqueue(handle.db, "platform_sync", { clientId: 1 }, { runAt: t0 });
    expect(await drain(handle.db, handlers, { now: t0 })).toMatchObject({ claimed: 1, retrying: 1 });
    expect(await job(id!)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "API returned an error",
      nextAttemptAt: at(30_000),
    });

    expect((await drain(handle.db, handlers, { now: at(29_999) })).claimed).toBe(0);
    fail = false;
    expect(await drain(handle.db, handlers, { now: at(30_000) })).toMatchObject({ claimed: 1, done: 1 });
    expect(await job(id!)).toMatchObject({ status: "done", attempts: 2, lastError: null });
  });

  it("dead-letters a job failing 24 h after it was queued, whatever its attempts, and never runs it again", async () => {
    let runs = 0;
    const handlers: JobHandlers = {
      email: async () => {
        runs += 1;
        throw new Error(`SMTP down (${runs})`);
      },
    };
    const { id } = await enqueue(handle.db, "email", {}, { runAt: t0 });
    await handle.db.update(outboxJobs).set({ createdAt: t0 }).where(eq(outboxJobs.id, id!));
    const day = 24 * 60 * 60 * 1000;
    expect(await drain(handle.db, handlers, { now: t0 })).toMatchObject({ retrying: 1 });
    expect(await drain(handle.db, handlers, { now: at(day - 1) })).toMatchObject({ retrying: 1 });
    expect(await job(id!)).toMatchObject({ status: "pending", nextAttemptAt: at(day - 1 + 60_000) });
    expect(await drain(handle.db, handlers, { now: at(day + 60_000) })).toMatchObject({ dead: 1 });
    expect(await job(id!)).toMatchObject({ status: "dead", attempts: 3, lastError: "SMTP down (3)" });
    expect((await drain(handle.db, handlers, { now: at(365 * day) })).claimed).toBe(0);
    expect(runs).toBe(3);
  });

  it("fails a job whose kind has no handler, keeping it for retry", async () => {
    const { id } = await enqueue(handle.db, "fax", {}, { runAt: t0 });
    await drain(handle.db, {}, { now: t0 });
    expect(await job(id!)).toMatchObject({ status: "pending", lastError: 'No handler for job kind "fax"' });
  });

  it("takes a job back when its drainer's lease ran out", async () => {
    const { id } = await enqueue(handle.db, "email", {}, { runAt: t0 });
    // A drainer claims it and dies before recording anything.
    await handle.db
      .update(outboxJobs)
      .set({ attempts: 1, nextAttemptAt: at(5 * 60_000) })
      .where(eq(outboxJobs.id, id!));
    const handlers: JobHandlers = { email: async () => undefined };
    expect((await drain(handle.db, handlers, { now: at(60_000) })).claimed).toBe(0);
    expect(await drain(handle.db, handlers, { now: at(5 * 60_000) })).toMatchObject({ claimed: 1, done: 1 });
  });

  it("keeps one job per dedupe key", async () => {
    const first = await enqueue(handle.db, "email", { n: 1 }, { dedupeKey: "welcome:7" });
    const second = await enqueue(handle.db, "email", { n: 2 }, { dedupeKey: "welcome:7" });
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: null, created: false });
    expect(await handle.db.select().from(outboxJobs)).toHaveLength(1);
  });

  it("gives an inline first try only to a job no drainer has claimed", async () => {
    await enqueue(handle.db, "platform_sync", {}, { dedupeKey: "sync:1", runAt: at(120_000) });
    const claimed = await claimFirstAttempt(handle.db, "sync:1", { now: t0 });
    expect(claimed).toMatchObject({ attempts: 1, status: "pending" });
    expect(await claimFirstAttempt(handle.db, "sync:1", { now: t0 })).toBeNull();
    expect(await claimFirstAttempt(handle.db, "sync:unknown", { now: t0 })).toBeNull();
  });
});

describe.each(pairDrivers())("two drainers at once on $name", ({ open }) => {
  let pair: ConnectionPair;
  beforeAll(async () => {
    pair = await open();
  }, 60_000);
  afterAll(() => pair.close());

  it("delivers each job exactly once", async () => {
    for (let i = 0; i < 30; i++) await enqueue(pair.first.db, "email", { n: i }, { runAt: t0 });
    const deliveries: number[] = [];
    const handlers: JobHandlers = {
      email: async (payload) => {
        deliveries.push(payload.n as number);
        await new Promise((resolve) => setTimeout(resolve, 5)); // hold the job while the other drainer looks
      },
    };
    const rounds = (db: DatabaseHandle["db"]) =>
      Promise.all([1, 2, 3].map(() => drain(db, handlers, { now: at(1_000), limit: 4 })));
    const results = (
      await Promise.all([rounds(pair.first.db), rounds(pair.second.db), rounds(pair.first.db), rounds(pair.second.db)])
    ).flat();
    // Whatever is left after the race, one more pass picks up.
    while ((await drain(pair.first.db, handlers, { now: at(1_000), limit: 10 })).claimed > 0);

    expect(results.reduce((sum, r) => sum + r.claimed, 0)).toBeGreaterThan(0);
    expect([...deliveries].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const rows = await pair.second.db.select().from(outboxJobs);
    expect(rows.every((row) => row.status === "done" && row.attempts === 1)).toBe(true);
  });
});
