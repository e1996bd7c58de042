import { eq, sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { alertNotices, outboxJobs } from "@/lib/platform/db/schema";
import { logger } from "@/lib/platform/log";
import { checkAlerts } from "@/lib/platform/observability/alerts";
import { drain, enqueue, PERMANENT_ERROR_PREFIX, type JobHandlers } from "@/lib/platform/outbox";
import { note, noteTemplates } from "@/testing/outbox-note";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { testDrivers } from "@/testing/test-databases";
import { emailJobHandler } from "./job";
import { createMailer } from "./transport";

// A failing send is never silent (docs/observability.md, Logs): one warn line per failed attempt with the transport's
// code and a short reason (no SQL, addresses masked), one info line when the lane recovers. A recipient the SMTP
// server refuses for good (5xx to RCPT TO) is dead at once, with its own alert (docs/operations.md).

const FROM = "LeadFlow <no-reply@leadflow.example>";
const T0 = new Date("2026-11-29T10:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

type Line = { fields: Record<string, unknown>; msg: string };

describe.each(testDrivers().filter(({ name }) => name !== "pglite-worker"))("failed sends on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: FakeSmtp | undefined;
  let lines: { warn: Line[]; info: Line[]; error: Line[] };
  let spies: jest.SpyInstance[];
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(outboxJobs);
    await handle.db.delete(alertNotices);
    lines = { warn: [], info: [], error: [] };
    spies = (["warn", "info", "error"] as const).map((level) =>
      jest.spyOn(logger, level).mockImplementation(((fields: Record<string, unknown>, msg: string) => {
        lines[level].push({ fields, msg });
      }) as never),
    );
  });
  afterEach(async () => {
    spies.forEach((spy) => spy.mockRestore());
    await smtp?.close();
    smtp = undefined;
  });

  const mailHandlers = (url: string): JobHandlers => ({
    email: emailJobHandler(createMailer({ smtpUrl: url, from: FROM, dir: "unused" }), noteTemplates),
  });
  const attemptLines = () => lines.warn.filter((line) => / attempt \d+ failed/.test(line.msg));
  const queueNotes = async (count: number) => {
    const ids: number[] = [];
    for (let n = 0; n < count; n++) ids.push((await enqueue(handle.db, "email", note(n), { runAt: T0 })).id!);
    await handle.db.update(outboxJobs).set({ createdAt: T0 });
    return ids;
  };

  it("logs one warn line per refused connection, then one info line when the lane recovers", async () => {
    const down = await startFakeSmtp();
    const port = Number(new URL(down.url).port);
    await down.close();
    const ids = await queueNotes(3);

    expect(await drain(handle.db, mailHandlers(down.url), { now: T0 })).toMatchObject({ claimed: 3, retrying: 3 });
    expect(attemptLines()).toHaveLength(3);
    for (const [index, line] of attemptLines().entries()) {
      expect(line.fields).toMatchObject({
        jobId: ids[index],
        kind: "email",
        attempt: 1,
        code: "ESOCKET", // nodemailer's code for a refused connection
        reason: expect.stringContaining("ECONNREFUSED"),
        nextAttemptAt: at(30_000).toISOString(),
      });
    }
    expect(lines.info).toEqual([]);

    smtp = await startFakeSmtp(port);
    expect(await drain(handle.db, mailHandlers(smtp.url), { now: at(30_000) })).toMatchObject({ done: 3 });
    expect(attemptLines()).toHaveLength(3);
    const recovered = lines.info.filter((line) => /recovered/.test(line.msg));
    expect(recovered).toEqual([
      { fields: expect.objectContaining({ kind: "email", failedAttempts: 3 }), msg: expect.any(String) },
    ]);
  });

  it("dead-letters a recipient refused with 550 at once, logs it masked, and raises mail_refused", async () => {
    const refused = "jane.doe@acme.example";
    smtp = await startFakeSmtp(0, {
      beforeRcpt: async (address) => {
        if (address === refused) {
          throw Object.assign(new Error(`No such user ${address}`), { responseCode: 550 });
        }
      },
    });
    const [refusedId] = [(await enqueue(handle.db, "email", note(1, refused), { runAt: T0 })).id!];
    await enqueue(handle.db, "email", note(2), { runAt: T0 });

    const result = await drain(handle.db, mailHandlers(smtp.url), { now: T0 });
    expect(result).toMatchObject({ claimed: 2, done: 1, dead: 1 });
    const [job] = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, refusedId));
    expect(job).toMatchObject({ status: "dead", attempts: 1 });
    expect(job.lastError?.startsWith(PERMANENT_ERROR_PREFIX)).toBe(true);

    expect(attemptLines()).toEqual([
      {
        fields: expect.objectContaining({ jobId: refusedId, code: "EENVELOPE", responseCode: 550, attempt: 1 }),
        msg: expect.stringContaining("dead-lettered"),
      },
    ]);
    const reason = String(attemptLines()[0].fields.reason);
    expect(reason).toContain("550");
    expect(reason).toContain("j***@acme.example");
    expect(JSON.stringify(attemptLines())).not.toContain(refused);

    // Its own alert, not the dead letters' one.
    expect(await checkAlerts(handle.db, { opsInbox: "ops@leadflow.example", now: T0 })).toEqual(["mail_refused"]);
  });

  it("keeps SQL text out of the line when the failure is a database statement's", async () => {
    await enqueue(handle.db, "probe", {}, { runAt: T0 });
    const handlers: JobHandlers = {
      probe: async (_payload, { db }) => void (await db.execute(sql`select secret_column from no_such_table`)),
    };
    expect(await drain(handle.db, handlers, { now: T0 })).toMatchObject({ retrying: 1 });
    expect(attemptLines()).toHaveLength(1);
    expect(attemptLines()[0].fields).toMatchObject({ code: "42P01", reason: expect.stringContaining("no_such_table") });
    expect(JSON.stringify(attemptLines())).not.toMatch(/select|secret_column/i);
  });
});
