import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { BASE_RETRY_MS } from "@/lib/platform/outbox/backoff";
import { enqueue, laneTasks, startLoop, type LoopTask, type RunningLoop } from "@/lib/platform/outbox";
import { note, noteTemplates } from "@/testing/outbox-note";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { testDrivers } from "@/testing/test-databases";

// The outbox runs without traffic (docs/operations.md): after an SMTP recovery, a backoff expiring or a crash, every
// due job is attempted within 60 s, with nothing calling the outbox but the process's own loop. The loop pauses here
// 20 to 50 ms instead of 5 to 10 s (lib/server/app-jobs.test.ts checks the real settings against the bound), and the
// clock is moved instead of waiting for a backoff; the bound asserted is the promised 60 s.

const PROMISED_MS = 60_000;
const FROM = "LeadFlow <no-reply@leadflow.example>";
const INTERVAL = { min: 20, max: 50 };

async function until<T>(what: string, look: () => Promise<T | undefined>, withinMs = PROMISED_MS): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await look();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await sleep(20);
  }
}

const deliveredOnce = (smtp: FakeSmtp, count: number) => {
  const to = smtp.messages.flatMap((mail) => mail.to).sort();
  return to.length === count && new Set(to).size === count;
};

const ignore = () => undefined;

/** The loop's tasks, each counting the runs it finished: a test waits for passes of the loop, not for time. */
function countingRuns(tasks: LoopTask[]) {
  const finished = tasks.map(() => 0);
  return {
    tasks: tasks.map((task, i) => ({
      ...task,
      run: (signal: AbortSignal) => task.run(signal).finally(() => void (finished[i] += 1)),
    })),
    /** Resolves once every task finished `passes` more runs: the last ones began after this call. */
    more: async (passes: number) => {
      const targets = finished.map((runs) => runs + passes);
      await until(`${passes} more passes of every lane`, async () =>
        finished.every((runs, i) => runs >= targets[i]) ? true : undefined,
      );
    },
  };
}

describe.each(testDrivers())("the outbox loop, with no traffic, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let loop: RunningLoop | undefined;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(() => handle.db.delete(outboxJobs));
  afterEach(() => loop?.stop(5_000));

  it("delivers every mail once within 60 s of the SMTP server coming back and the backoff expiring", async () => {
    const down = await startFakeSmtp();
    const port = Number(new URL(down.url).port);
    await down.close();
    const count = 12;
    for (let n = 0; n < count; n++) await enqueue(handle.db, "email", note(n), { runAt: new Date(Date.now() - 1_000) });

    let offsetMs = 0;
    const clock = () => new Date(Date.now() + offsetMs);
    const handlers = {
      email: emailJobHandler(createMailer({ smtpUrl: down.url, from: FROM, dir: "unused" }), noteTemplates),
    };
    const lanes = countingRuns(laneTasks(async () => handle.db, handlers, { clock }));
    loop = startLoop({
      tasks: lanes.tasks,
      intervalMs: INTERVAL,
      onError: ignore,
    });

    // Every mail tried once while the server is down, and waiting on its backoff.
    await until("every mail tried", async () => {
      const jobs = await handle.db.select().from(outboxJobs);
      return jobs.every((job) => job.attempts === 1 && job.lastError) ? jobs : undefined;
    });
    const smtp = await startFakeSmtp(port);
    try {
      // Passes of the loop that began with the SMTP server up: none sends before the retry time.
      await lanes.more(3);
      expect(smtp.messages).toHaveLength(0);

      offsetMs = BASE_RETRY_MS; // the backoff expires: no request, no cron call, only the loop
      const expired = Date.now();
      await until("every mail delivered", async () => (deliveredOnce(smtp, count) ? true : undefined));
      expect(Date.now() - expired).toBeLessThan(PROMISED_MS);
      // Passes of the loop after the last delivery: none sends a mail again.
      await lanes.more(3);
      expect(deliveredOnce(smtp, count)).toBe(true);
      const jobs = await handle.db.select().from(outboxJobs);
      expect(jobs.every((job) => job.status === "done" && job.attempts === 2)).toBe(true);
    } finally {
      await loop.stop(5_000);
      await smtp.close();
    }
  });
});

type CrashTarget = { target: string; open: () => Promise<DatabaseHandle>; drop: () => Promise<void> };

// A separate process on PostgreSQL: a PGlite folder takes 10 to 40 s to open on a loaded CI machine, and PGlite's
// own "instance that died mid-send" is covered in-process by lib/platform/outbox/lease.test.ts.
const crashTargets: { name: string; make: () => Promise<CrashTarget> }[] = process.env.TEST_DATABASE_URL
  ? [
      {
        name: "postgres",
        make: async () => {
          const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
          return { target: scratch.url, open: () => openDatabase({ url: scratch.url }), drop: scratch.drop };
        },
      },
    ]
  : [];

(crashTargets.length > 0
  ? describe.each(crashTargets)
  : describe.skip.each([
      {
        name: "postgres",
        make: async (): Promise<CrashTarget> => {
          throw new Error("TEST_DATABASE_URL is not set");
        },
      },
    ]))("an instance killed (SIGKILL) mid-send, on $name", ({ make }) => {
  it("has every mail delivered once within 60 s of the restart, with no traffic", async () => {
    const crash = await make();
    const leaseMs = 1_000;
    const count = 6;
    let held: () => void = ignore;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let first = true;
    // The first mail's transaction stops at RCPT TO (the instance is mid-send when it dies).
    const smtp = await startFakeSmtp(0, {
      beforeRcpt: async () => {
        if (!first) return;
        first = false;
        held();
        await new Promise(() => undefined);
      },
    });
    let loop: RunningLoop | undefined;
    let handle: DatabaseHandle | undefined;
    try {
      // PGlite holds its folder alone: the parent writes the jobs, closes, and the instance opens it.
      const setup = await crash.open();
      for (let n = 0; n < count; n++)
        await enqueue(setup.db, "email", note(n), { runAt: new Date(Date.now() - 1_000) });
      await setup.close();

      // node with tsx's loader, not the tsx command: that one runs node as a child, which SIGKILL would not reach.
      const instance = spawn(
        process.execPath,
        ["--import", "tsx", "testing/outbox-loop-process.ts", crash.target, smtp.url, String(leaseMs)],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      const exited = new Promise((resolve) => instance.once("exit", resolve));
      await Promise.race([holding, exited.then(() => Promise.reject(new Error("the instance ended by itself")))]);
      instance.kill("SIGKILL");
      await exited;

      // The restart: a new process's loop on its own connection, and nothing else.
      handle = await crash.open();
      const db: Database = handle.db;
      const restarted = Date.now();
      const killed = (await db.select().from(outboxJobs)).filter((job) => job.attempts === 1);
      expect(killed).toHaveLength(1); // the mail the instance was sending when it died
      loop = startLoop({
        tasks: laneTasks(
          async () => db,
          { email: emailJobHandler(createMailer({ smtpUrl: smtp.url, from: FROM, dir: "unused" }), noteTemplates) },
          { leaseMs },
        ),
        intervalMs: INTERVAL,
        onError: ignore,
      });
      // Done, not only delivered: the "done" write follows the SMTP server's answer by a few milliseconds.
      const allDone = async () => (await db.select().from(outboxJobs)).every((job) => job.status === "done");
      await until("every mail delivered and done", async () =>
        deliveredOnce(smtp, count) && (await allDone()) ? true : undefined,
      );
      expect(Date.now() - restarted).toBeLessThan(PROMISED_MS);
      expect(deliveredOnce(smtp, count)).toBe(true);
    } finally {
      await loop?.stop(5_000);
      await handle?.close();
      await smtp.close();
      await crash.drop();
    }
  }, 90_000);
});
