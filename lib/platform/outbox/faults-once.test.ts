import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { logger } from "@/lib/platform/log";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { emailJobHandler, type EmailTemplate } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { drain, enqueue, type JobHandlers } from "@/lib/platform/outbox";
import { openPostgresBehindProxy } from "@/testing/database-and-mailbox";
import { note, NOTE_TEMPLATE, noteTemplates } from "@/testing/outbox-note";
import { startFakeSmtp, type FakeSmtp, type FakeSmtpOptions } from "@/testing/smtp";
import type { TcpProxy } from "@/testing/tcp-proxy";

// Customer mail once (docs/operations.md, "Customer mail once, and the duplicate window"): the database away when the outcome is written, or
// an instance cut off from it mid-send while another instance takes the job, must not deliver a mail twice.
// The drainer's database goes through a TCP proxy the test cuts: PostgreSQL only (TEST_DATABASE_URL).

const adminUrl = process.env.TEST_DATABASE_URL;
const FROM = "LeadFlow <no-reply@leadflow.example>";
const leaseMs = 1_000;
/** A statement the client is about to send, as it appears on the wire. */
const sending = (statement: string) => (bytes: Buffer) => bytes.includes(statement);

(adminUrl ? describe : describe.skip)(
  "customer mail once, with the database cut (PostgreSQL through a TCP proxy)",
  () => {
    let first: DatabaseHandle;
    let proxy: TcpProxy;
    let second: DatabaseHandle;
    let smtp: FakeSmtp | undefined;
    let quiet: jest.SpyInstance[];
    beforeAll(async () => {
      const behind = await openPostgresBehindProxy(adminUrl!);
      [first, proxy] = [behind.handle, behind.proxy];
      second = await openDatabase({ url: behind.directUrl });
    }, 60_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });
    beforeEach(async () => {
      quiet = [jest.spyOn(logger, "error"), jest.spyOn(logger, "warn")].map((spy) =>
        spy.mockImplementation(() => undefined),
      );
      await second.db.delete(outboxJobs);
    });
    afterEach(async () => {
      proxy.restore();
      quiet.forEach((spy) => spy.mockRestore());
      await smtp?.close();
    });

    const handlers = (server: FakeSmtp): JobHandlers => ({
      email: emailJobHandler(createMailer({ smtpUrl: server.url, from: FROM, dir: "unused" }), noteTemplates),
    });
    const due = () => ({ runAt: new Date(Date.now() - 1_000) });

    it("delivers once when writing 'done' fails once (the write is tried again)", async () => {
      smtp = await startFakeSmtp();
      await enqueue(second.db, "email", note(1), due());
      // The database goes away as the drainer writes the outcome, and is back 100 ms later.
      proxy.cutWhen(sending('update "outbox_jobs" set "status"'));
      const back = (async () => {
        for (let waited = 0; !proxy.isCut && waited < 10_000; waited += 5) await sleep(5);
        await sleep(100);
        proxy.restore();
      })();
      const result = await drain(first.db, handlers(smtp), { leaseMs }).catch((error: unknown) => error);
      await back;
      expect(proxy.isCut).toBe(false);

      // Another drainer whose clock is past the lease finds nothing to send again.
      await drain(second.db, handlers(smtp), { leaseMs, now: new Date(Date.now() + leaseMs * 2) });
      expect(smtp.messages).toHaveLength(1);
      expect(result).toMatchObject({ claimed: 1, done: 1 });
      const [job] = await second.db.select().from(outboxJobs);
      expect(job).toMatchObject({ status: "done", attempts: 1 });
    });

    it("delivers once when an instance loses its lease mid-send while another instance runs the job", async () => {
      let held: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (held = resolve));
      let answered: () => void = () => undefined;
      const rcptAnswered = new Promise<void>((resolve) => (answered = resolve));
      let transactions = 0;
      const options: FakeSmtpOptions = {
        // The first instance's transaction waits at RCPT TO for 3 leases: it is mid-send when it is cut off.
        beforeRcpt: async () => {
          if (transactions++ > 0) return;
          held();
          await sleep(leaseMs * 3);
          answered();
        },
      };
      smtp = await startFakeSmtp(0, options);
      await enqueue(second.db, "email", note(2), due());

      const firstInstance = drain(first.db, handlers(smtp), { leaseMs }).catch((error: unknown) => error);
      await holding;
      proxy.cut(); // the first instance can no longer renew its lease (or write anything)

      // The second instance, on its own connection, keeps looking; it takes the job once the lease ran out.
      const started = Date.now();
      let taken = 0;
      while (taken === 0 && Date.now() - started < 10_000) {
        taken = (await drain(second.db, handlers(smtp), { leaseMs })).done;
        if (taken === 0) await sleep(50);
      }
      expect(taken).toBe(1);

      await firstInstance; // its transaction is over, whichever way
      await rcptAnswered; // and its held RCPT answered, had the connection still been there
      proxy.restore();
      await drain(first.db, handlers(smtp), { leaseMs });
      expect(smtp.messages).toHaveLength(1);
      const [job] = await second.db.select().from(outboxJobs);
      expect(job).toMatchObject({ status: "done", attempts: 2 });
    });

    it("sends nothing when another drainer took its lease before the send (the check right before it)", async () => {
      smtp = await startFakeSmtp();
      await enqueue(second.db, "email", note(3), due());
      // The first instance renders its mail until the test lets it go on; the second renders at once.
      let rendered: () => void = () => undefined;
      const rendering = new Promise<void>((resolve) => (rendered = resolve));
      let goOn: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (goOn = resolve));
      const slowNote: EmailTemplate = async (payload, context) => {
        rendered();
        await held;
        return noteTemplates[NOTE_TEMPLATE](payload, context);
      };
      const firstHandlers: JobHandlers = {
        email: emailJobHandler(createMailer({ smtpUrl: smtp.url, from: FROM, dir: "unused" }), { note: slowNote }),
      };
      const firstInstance = drain(first.db, firstHandlers, { leaseMs: 30_000 });
      await rendering;
      // The second instance's clock runs 31 s ahead: the first one's lease has ended for it, and it sends the mail.
      const taken = await drain(second.db, handlers(smtp), { now: new Date(Date.now() + 31_000), leaseMs: 30_000 });
      expect(taken).toMatchObject({ claimed: 1, done: 1 });
      goOn();

      expect(await firstInstance).toMatchObject({ claimed: 1, done: 0, retrying: 1 });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.connectedAt).toHaveLength(1);
      const [job] = await second.db.select().from(outboxJobs);
      expect(job).toMatchObject({ status: "done", attempts: 2 });
    });

    /** The first instance sends, then its database stalls as it writes "done" (a partition: nothing answers). */
    async function sentThenPartitioned(lease: number) {
      smtp = await startFakeSmtp();
      await enqueue(second.db, "email", note(4), due());
      proxy.stallWhen(sending('update "outbox_jobs" set "status"'));
      let stalledAt = 0;
      const stalled = (async () => {
        while (!proxy.isStalled) await sleep(5);
        stalledAt = performance.now();
      })();
      const result = drain(first.db, handlers(smtp), { leaseMs: lease }).then(
        (value) => ({ value, at: performance.now() }),
        (error: unknown) => ({ error, at: performance.now() }),
      );
      await stalled;
      expect(smtp.messages).toHaveLength(1);
      return { result, stalledAt: () => stalledAt };
    }

    it("records the outcome once a partition shorter than the lease heals: one delivery", async () => {
      const lease = 4_000;
      const { result } = await sentThenPartitioned(lease);
      await sleep(1_000);
      proxy.restore();
      expect(await result).toMatchObject({ value: { claimed: 1, done: 1 } });

      // Another instance whose clock is past the lease finds nothing to send.
      await drain(second.db, handlers(smtp!), { leaseMs: lease, now: new Date(Date.now() + lease * 2) });
      expect(smtp!.messages).toHaveLength(1);
      const [job] = await second.db.select().from(outboxJobs);
      expect(job).toMatchObject({ status: "done", attempts: 1 });
    });

    it("gives up the outcome write at its lease end in a longer partition; the other instance sends a copy with the same Message-ID", async () => {
      const lease = 4_000;
      const { result, stalledAt } = await sentThenPartitioned(lease);
      const { at } = await result;
      // Each try waits at most 1 s for a connection and 2 s for an answer, and none starts past the lease end:
      // before, each waited up to 5 s and 9 s and the five tries lasted about 32 s.
      expect(at - stalledAt()).toBeLessThan(lease + 2_500);

      // The partition outlasts the lease: the second instance cannot know the mail went out, and sends it again.
      const started = Date.now();
      let taken = 0;
      while (taken === 0 && Date.now() - started < 10_000) {
        taken = (await drain(second.db, handlers(smtp!), { leaseMs: lease })).done;
        if (taken === 0) await sleep(50);
      }
      proxy.restore();
      expect(taken).toBe(1);
      const ids = smtp!.messages.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBeDefined();
      expect(ids[1]).toBe(ids[0]);
    });
  },
);
