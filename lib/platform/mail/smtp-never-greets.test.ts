import { performance } from "node:perf_hooks";
import { logger } from "@/lib/platform/log";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer, SMTP_TIMEOUTS } from "@/lib/platform/mail/transport";
import { drain, enqueue, type JobHandlers } from "@/lib/platform/outbox";
import { note, noteTemplates } from "@/testing/outbox-note";
import { startSilentServer } from "@/testing/smtp";
import { testDrivers } from "@/testing/test-databases";

// Time limits (docs/operations.md): an SMTP server that accepts TCP and never greets must not slow the mail lane below
// one attempt per 10 s, must leave the other lanes alone, and must not hold a drain (the cron route) past its budget.
// The first test runs the real timeouts; the others scale every limit down 10 times, the bound with them (20 times
// left a busy machine's overhead per attempt 10 % over the bound).

const FROM = "LeadFlow <no-reply@leadflow.example>";
const SCALE = 10;
const scaled = {
  timeouts: { connectionMs: 5_000 / SCALE, greetingMs: 5_000 / SCALE, socketMs: 5_000 / SCALE },
  deadlinesMs: { email: 9_000 / SCALE, ping: 9_000 / SCALE, hangs: 9_000 / SCALE },
  attemptEveryMs: 10_000 / SCALE,
};

describe.each(testDrivers().filter(({ name }) => name !== "pglite-worker"))(
  "an SMTP server that never greets, on $name",
  ({ open }) => {
    let handle: DatabaseHandle;
    let silent: Awaited<ReturnType<typeof startSilentServer>>;
    let quiet: jest.SpyInstance;
    beforeAll(async () => {
      [handle, silent] = await Promise.all([open(), startSilentServer()]);
    }, 60_000);
    afterAll(() => Promise.all([handle.close(), silent.close()]));
    beforeEach(async () => {
      quiet = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
      await handle.db.delete(outboxJobs);
    });
    afterEach(() => quiet.mockRestore());
    const due = () => ({ runAt: new Date(Date.now() - 1_000) });

    it("fails an attempt within 10 s with the real timeouts, and the lane goes on to the next mail", async () => {
      for (let n = 0; n < 2; n++) await enqueue(handle.db, "email", note(n), due());
      const handlers = {
        email: emailJobHandler(createMailer({ smtpUrl: silent.url, from: FROM, dir: "unused" }), noteTemplates),
      };
      const started = performance.now();
      // One attempt: it must end (and free the lane) within 10 s.
      const result = await drain(handle.db, handlers, { limit: 1 });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(result).toMatchObject({ claimed: 1, retrying: 1 });
      const [tried] = (await handle.db.select().from(outboxJobs)).filter((job) => job.attempts === 1);
      expect(tried.lastError).toMatch(/greeting|timeout/i);
      expect(SMTP_TIMEOUTS.connectionMs).toBeLessThanOrEqual(scaled.timeouts.connectionMs * SCALE);
    }, 20_000);

    it("attempts a mail at least every 10 s (scaled) while the other lanes run as usual", async () => {
      const mails = 10;
      for (let n = 0; n < mails; n++) await enqueue(handle.db, "email", note(n), due());
      for (let n = 0; n < 5; n++) await enqueue(handle.db, "ping", { n }, due());
      const pinged: number[] = [];
      const handlers: JobHandlers = {
        email: emailJobHandler(
          createMailer({ smtpUrl: silent.url, from: FROM, dir: "unused", timeouts: scaled.timeouts }),
          noteTemplates,
        ),
        ping: async () => void pinged.push(performance.now()),
      };
      const started = performance.now();
      const result = await drain(handle.db, handlers, { deadlinesMs: scaled.deadlinesMs, limit: 100 });
      const took = performance.now() - started;
      expect(result).toMatchObject({ claimed: mails + 5, done: 5, retrying: mails });
      expect(took / mails).toBeLessThan(scaled.attemptEveryMs);
      // The ping lane did not wait behind the mail lane's attempts: it was over before half of them were.
      expect(Math.max(...pinged) - started).toBeLessThan(took / 2);
      expect(took).toBeGreaterThanOrEqual(mails * scaled.timeouts.connectionMs * 0.9);
    });

    it("frees the lane at a job's deadline even when its handler ignores its signal, and retries it with backoff", async () => {
      await enqueue(handle.db, "hangs", {}, due());
      await enqueue(handle.db, "hangs", {}, due());
      const before = Date.now();
      const result = await drain(
        handle.db,
        { hangs: () => new Promise(() => undefined) },
        { deadlinesMs: scaled.deadlinesMs },
      );
      expect(result).toMatchObject({ claimed: 2, retrying: 2 });
      const jobs = await handle.db.select().from(outboxJobs);
      for (const job of jobs) {
        expect(job.lastError).toMatch(/deadline/);
        expect(job.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 30_000);
      }
    });

    it("keeps a drain (the cron route) within its budget plus one deadline", async () => {
      for (let n = 0; n < 40; n++) await enqueue(handle.db, "email", note(n), due());
      const handlers = {
        email: emailJobHandler(
          createMailer({ smtpUrl: silent.url, from: FROM, dir: "unused", timeouts: scaled.timeouts }),
          noteTemplates,
        ),
      };
      const budgetMs = 20_000 / SCALE;
      const started = performance.now();
      const result = await drain(handle.db, handlers, { budgetMs, deadlinesMs: scaled.deadlinesMs, limit: 50 });
      expect(performance.now() - started).toBeLessThan(budgetMs + scaled.deadlinesMs.email + 500);
      expect(result.claimed).toBeLessThan(40);
    });
  },
);
