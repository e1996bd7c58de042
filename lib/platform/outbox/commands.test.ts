import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobActions, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { claimDueJobs, discardJob, drain, enqueue, listJobs, retryJobs, showJob } from ".";

describe.each(testDrivers().filter(({ name }) => name !== "pglite-worker"))(
  "the outbox commands on $name",
  ({ open }) => {
    let handle: DatabaseHandle;
    beforeAll(async () => {
      handle = await open();
    }, 60_000);
    afterAll(() => handle.close());
    beforeEach(async () => {
      await handle.db.delete(outboxJobActions);
      await handle.db.delete(outboxJobs);
    });

    const past = { runAt: new Date(Date.now() - 1_000) };
    const failing = { email: async () => Promise.reject(new Error("SMTP down")) };

    async function deadJob(kind = "email") {
      const { id } = await enqueue(handle.db, kind, { template: "welcome", clientId: 7 }, past);
      await drain(handle.db, { [kind]: failing.email }, { maxAgeMs: Number.NEGATIVE_INFINITY }); // dead at its first failure, whatever the clocks;
      return id!;
    }

    it("lists waiting and dead jobs, only dead ones, or one kind", async () => {
      const dead = await deadJob();
      const { id: pending } = await enqueue(handle.db, "platform_sync", {}, { runAt: new Date(Date.now() + 60_000) });
      expect((await listJobs(handle.db)).map((job) => job.id)).toEqual([dead, pending]);
      expect((await listJobs(handle.db, { dead: true })).map((job) => job.id)).toEqual([dead]);
      expect((await listJobs(handle.db, { kind: "platform_sync" })).map((job) => job.id)).toEqual([pending]);
    });

    it("retries a dead job as the same row (same id, so the same Message-ID), due now, with an audit row", async () => {
      const id = await deadJob();
      const before = (await showJob(handle.db, id)).job;
      const [retried] = await retryJobs(handle.db, { id });
      expect(retried).toMatchObject({
        id,
        status: "pending",
        attempts: 0,
        createdAt: before.createdAt,
        payload: before.payload,
      });
      const seen: number[] = [];
      expect(await drain(handle.db, { email: async (_payload, { job }) => void seen.push(job.id) })).toMatchObject({
        done: 1,
      });
      expect(seen).toEqual([id]);
      const { actions } = await showJob(handle.db, id);
      expect(actions).toMatchObject([{ action: "retry", statusBefore: "dead", lastError: "SMTP down" }]);
    });

    it("retries every dead job of a kind at once, and refuses a job already done", async () => {
      const mail = await deadJob("email");
      await deadJob("refund");
      expect((await retryJobs(handle.db, { dead: true, kind: "email" })).map((job) => job.id)).toEqual([mail]);
      await drain(handle.db, { email: async () => undefined });
      await expect(retryJobs(handle.db, { id: mail })).rejects.toMatchObject({ code: "not_retryable" });
    });

    it("retry --waiting makes every job waiting on its backoff due now, and leaves a job a drainer holds", async () => {
      const t0 = new Date("2026-11-29T10:00:00Z");
      const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
      const { id: waiting } = await enqueue(handle.db, "email", { n: 1 }, { runAt: t0 });
      await drain(handle.db, failing, { now: t0 }); // next attempt at +30 s
      await drain(handle.db, failing, { now: at(30) }); // next attempt at +90 s
      const { id: held } = await enqueue(handle.db, "email", { n: 2 }, { runAt: at(30) });
      const [claimed] = await claimDueJobs(handle.db, { limit: 1, now: at(30) }); // under way, its lease to +60 s
      expect(claimed.id).toBe(held);

      const retried = await retryJobs(handle.db, { waiting: true }, at(30));
      expect(retried.map((job) => job.id)).toEqual([waiting]);
      expect(retried[0]).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: at(30) });
      expect((await showJob(handle.db, held)).job.nextAttemptAt).toEqual(at(60));
      expect((await showJob(handle.db, waiting)).actions).toMatchObject([{ action: "retry", statusBefore: "pending" }]);

      const ran: number[] = [];
      await drain(handle.db, { email: async (_payload, { job }) => void ran.push(job.id) }, { now: at(30) });
      expect(ran).toEqual([waiting]);
    });

    it("discards a job for good, keeping the reason; never runs it again", async () => {
      const id = await deadJob();
      await expect(discardJob(handle.db, id, "  ")).rejects.toMatchObject({ code: "reason_required" });
      await discardJob(handle.db, id, "Customer asked us to stop");
      expect(await retryJobs(handle.db, { dead: true })).toEqual([]);
      const { job, actions } = await showJob(handle.db, id);
      expect(job.status).toBe("discarded");
      expect(actions).toMatchObject([{ action: "discard", reason: "Customer asked us to stop", statusBefore: "dead" }]);
      await handle.db
        .update(outboxJobs)
        .set({ nextAttemptAt: new Date(0) })
        .where(eq(outboxJobs.id, id));
      expect((await drain(handle.db, { email: async () => undefined })).claimed).toBe(0);
      await expect(showJob(handle.db, 999_999)).rejects.toMatchObject({ code: "not_found" });
    });
  },
);
