import { eq } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { outboxJobs } from "@/lib/platform/db/schema";
import { pairDrivers, type ConnectionPair } from "@/testing/two-connections";
import { claimDueJobs, drain, enqueue, LEASE_MS, type JobHandlers } from ".";

// A drainer's lease on the jobs it claimed: short, so a crashed instance's jobs run again within a minute, and
// renewed while a job runs (a heartbeat), so a job that takes longer than the lease is not run twice.

it("lets a crashed instance's jobs be taken again within a minute", () => {
  expect(LEASE_MS).toBeLessThanOrEqual(30_000);
});

describe.each(pairDrivers())("the lease on $name, with two instances", ({ open }) => {
  let pair: ConnectionPair;
  beforeAll(async () => {
    pair = await open();
  }, 60_000);
  afterAll(() => pair.close());
  beforeEach(() => pair.first.db.delete(outboxJobs));

  // Renewed every third of it: long enough that neither a renewal nor a look is late on a machine under load.
  const leaseMs = 1_000;
  // Due a second ago by this process's clock (PostgreSQL's now() is finer than a JavaScript date).
  const due = () => ({ runAt: new Date(Date.now() - 1_000) });
  const job = async (id: number) => (await pair.second.db.select().from(outboxJobs).where(eq(outboxJobs.id, id)))[0];

  it("passes a job claimed by an instance that crashed to another instance once the lease ran out", async () => {
    const { id } = await enqueue(pair.first.db, "email", { to: "a@example.com" }, due());
    // The first instance claims the job and dies: it never runs it, renews the lease or records anything.
    expect(await claimDueJobs(pair.first.db, { limit: 10, now: new Date(), leaseMs })).toMatchObject([{ id }]);

    const runs: unknown[] = [];
    const handlers: JobHandlers = { email: async (payload) => void runs.push(payload) };
    expect((await drain(pair.second.db, handlers, { leaseMs })).claimed).toBe(0);
    await sleep(leaseMs + 50);
    expect(await drain(pair.second.db, handlers, { leaseMs })).toMatchObject({ claimed: 1, done: 1 });
    expect(runs).toEqual([{ to: "a@example.com" }]);
    expect(await job(id!)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("keeps a job that runs longer than the lease with the instance running it", async () => {
    const { id } = await enqueue(pair.first.db, "email", {}, due());
    const runs: string[] = [];
    let running = true;
    const slow: JobHandlers = {
      email: async () => {
        runs.push("first instance");
        await sleep(leaseMs * 3);
      },
    };
    const started = Date.now();
    const draining = drain(pair.first.db, slow, { leaseMs }).finally(() => (running = false));
    while (runs.length === 0) await sleep(5); // the first instance has claimed the job and runs it

    // The other instance keeps looking for due jobs, also well after the first lease would have run out.
    const other: JobHandlers = { email: async () => void runs.push("second instance") };
    const looks: { at: number; claimed: number }[] = [];
    while (running) {
      looks.push({ at: Date.now() - started, claimed: (await drain(pair.second.db, other, { leaseMs })).claimed });
      await sleep(25);
    }

    expect(await draining).toMatchObject({ claimed: 1, done: 1 });
    expect(looks.filter(({ at }) => at > leaseMs * 1.5).length).toBeGreaterThan(1);
    expect(looks.every(({ claimed }) => claimed === 0)).toBe(true);
    expect(runs).toEqual(["first instance"]);
    expect(await job(id!)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("leaves the retry time a failed job gets alone (a late heartbeat does not move it)", async () => {
    const { id } = await enqueue(pair.first.db, "email", {}, due());
    const failing: JobHandlers = {
      email: async () => {
        await sleep(leaseMs);
        throw new Error("SMTP down");
      },
    };
    const before = Date.now();
    expect(await drain(pair.first.db, failing, { leaseMs })).toMatchObject({ claimed: 1, retrying: 1 });
    // A fixed wait, as the heartbeat is a timer: one comes every third of a lease, and timers fire in the order they
    // are due, so by the end of a whole lease three would have fired, had the drain left one running.
    await sleep(leaseMs);
    const { nextAttemptAt } = await job(id!);
    // The backoff's 30 s from the failure, not a lease end.
    expect(nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    expect(nextAttemptAt.getTime()).toBeLessThan(Date.now() + 30_000);
  });
});
