import { spawn } from "node:child_process";
import { openDatabase } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { note, noteTemplates } from "@/testing/outbox-note";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { startFakeSmtp } from "@/testing/smtp";
import { drain, enqueue, LEASE_MS, SHUTDOWN_GRACE_MS } from ".";

// Stopping (docs/operations.md): with the SMTP server hung mid-send and mail queued, a SIGTERM ends the process within
// 10 s; no send starts after the signal (the after-answer drains included); the sends under way are cut and their
// leases released, so another instance sends them at once instead of a lease later. An instance is a process of its
// own (testing/outbox-shutdown-process.ts) on PostgreSQL.

const adminUrl = process.env.TEST_DATABASE_URL;
const FROM = "LeadFlow <no-reply@leadflow.example>";

(adminUrl ? it : it.skip)(
  "exits within 10 s of SIGTERM with SMTP hung, starts no send after it, and releases the sends under way",
  async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    const handle = await openDatabase({ url: scratch.url });
    let held = 0;
    let heldTwice: () => void = () => undefined;
    const twoHeld = new Promise<void>((resolve) => (heldTwice = resolve));
    // Every transaction stops at RCPT TO and never goes on: the SMTP server hangs.
    const hung = await startFakeSmtp(0, {
      beforeRcpt: () => {
        if (++held === 2) heldTwice();
        return new Promise(() => undefined);
      },
    });
    const good = await startFakeSmtp();
    try {
      const count = 8;
      for (let n = 0; n < count; n++)
        await enqueue(handle.db, "email", note(n), { runAt: new Date(Date.now() - 1_000) });
      const instance = spawn(
        process.execPath,
        ["--import", "tsx", "testing/outbox-shutdown-process.ts", scratch.url, hung.url],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      const exited = new Promise<number | null>((resolve) => instance.once("exit", resolve));
      // The loop's send and an after-answer drain's send, both hung mid-transaction.
      await Promise.race([twoHeld, exited.then(() => Promise.reject(new Error("the instance ended by itself")))]);

      const signalled = Date.now();
      instance.kill("SIGTERM");
      expect(await exited).toBe(0);
      const tookMs = Date.now() - signalled;
      expect(tookMs).toBeLessThan(SHUTDOWN_GRACE_MS);
      expect(hung.connectedAt.filter((at) => at >= signalled)).toEqual([]);
      expect(hung.messages).toEqual([]);

      // The two sends under way were released: due now, their attempt not counted, not a lease away.
      const jobs = await handle.db.select().from(outboxJobs);
      const released = jobs.filter((job) => job.lastError !== null);
      expect(released).toHaveLength(2);
      for (const job of released) {
        expect(job).toMatchObject({ status: "pending", attempts: 0 });
        expect(job.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      }
      expect(jobs.filter((job) => job.attempts > 0)).toEqual([]);

      // Another instance sends every mail at once, each once, without waiting for a lease to run out.
      const handlers = {
        email: emailJobHandler(createMailer({ smtpUrl: good.url, from: FROM, dir: "unused" }), noteTemplates),
      };
      const started = Date.now();
      expect(await drain(handle.db, handlers, { limit: 20 })).toMatchObject({ claimed: count, done: count });
      expect(Date.now() - started).toBeLessThan(LEASE_MS);
      expect(good.messages.flatMap((mail) => mail.to).sort()).toEqual(
        Array.from({ length: count }, (_, n) => note(n).to).sort(),
      );
    } finally {
      await handle.close();
      await Promise.all([hung.close(), good.close()]);
      await scratch.drop();
    }
  },
  60_000,
);
