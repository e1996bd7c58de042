import { and, eq, inArray } from "drizzle-orm";
import type { ServerResponse } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { syncDedupeKey, welcomeDedupeKey } from "@/lib/billing/onboarding";
import { submitRegistration } from "@/lib/accounts/companies/submit";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { BACKGROUND_QUIET, drain, drainLane, laneDrains, outboxLanes, type JobHandlers } from "@/lib/platform/outbox";
import { platformSyncHandler } from "@/lib/accounts/platform-sync/job";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { repositoryMailTexts } from "@/testing/mail-texts";

// Fault: the platform accepts connections and never answers. Every sync job then waits out its timeout (10 s in
// production, 5 s here); the e-mails due behind them must not: each job kind has its own lane, and a drain stops
// taking new jobs when its time budget is spent. Behind even one hanging sync, the e-mail would take 5 s.

const SECRET = "platform-hang-key";
const APP_URL = "https://app.leadflow.example";
const SYNC_TIMEOUT_MS = 5_000;
// Measured 0.3 to 0.5 s; the margin is for a machine under load.
const MAIL_WITHIN_MS = 2_000;
const BUDGET_MS = 1_000;
let counter = 0;

describe.each(testDrivers())("a platform that hangs, on $name", ({ name, open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open);
  let platform: Awaited<ReturnType<typeof startHttpServer>>;
  let handlers: JobHandlers;
  const hanging = { on: true, responses: [] as ServerResponse[] };
  beforeAll(async () => {
    platform = await startHttpServer((_, response) => {
      if (hanging.on) hanging.responses.push(response);
      else sendJson(response, 503, { status: false, message: "Service Unavailable" });
    });
    handlers = {
      ...emailHandlers({ welcome: welcomeTemplate(APP_URL, repositoryMailTexts) }),
      platform_sync: platformSyncHandler({ apiUrl: platform.url, timeoutMs: SYNC_TIMEOUT_MS }),
    };
  });
  afterAll(() => platform.close());

  async function register() {
    counter += 1;
    const email = `hang${counter}-${name}@acme.example`;
    const body = {
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    };
    const submitted = await submitRegistration(db(), body, {
      ip: `198.51.100.${counter}`,
      countryCode: "US",
      platform: { apiUrl: platform.url, syncKey: SECRET },
    });
    return { id: submitted.registration!.clientId!, email };
  }

  /** Ten registrations whose platform syncs are due (their welcome e-mails already went out). */
  async function tenDueSyncs() {
    const earlier = [];
    for (let i = 0; i < 10; i++) earlier.push(await register());
    const due = new Date(Date.now() - 60_000);
    await db()
      .update(outboxJobs)
      .set({ nextAttemptAt: due })
      .where(
        inArray(
          outboxJobs.dedupeKey,
          earlier.map(({ id }) => syncDedupeKey(id)),
        ),
      );
    await db()
      .update(outboxJobs)
      .set({ status: "done", doneAt: due })
      .where(
        inArray(
          outboxJobs.dedupeKey,
          earlier.map(({ id }) => welcomeDedupeKey(id)),
        ),
      );
    return earlier;
  }

  /** One welcome e-mail sent before anything is timed: the SMTP client and the template's code paths are warm. */
  async function warmUp() {
    const first = await register();
    await drain(db(), handlers);
    await mailArrives(first.email, 10_000);
  }

  async function mailArrives(to: string, withinMs: number): Promise<number> {
    const started = Date.now();
    while (!smtp().messages.some((mail) => mail.to.includes(to))) {
      if (Date.now() - started > withinMs) throw new Error(`no e-mail to ${to} within ${withinMs} ms`);
      await sleep(10);
    }
    return Date.now() - started;
  }

  const syncJobs = (clients: { id: number }[]) =>
    db()
      .select()
      .from(outboxJobs)
      .where(
        and(
          eq(outboxJobs.kind, "platform_sync"),
          inArray(
            outboxJobs.dedupeKey,
            clients.map(({ id }) => syncDedupeKey(id)),
          ),
        ),
      );

  it("sends a welcome e-mail due behind ten hanging syncs at once, and the drain keeps to its budget", async () => {
    await warmUp();
    const earlier = await tenDueSyncs();
    const newcomer = await register();

    const started = Date.now();
    const draining = drain(db(), handlers, { budgetMs: BUDGET_MS });
    expect(await mailArrives(newcomer.email, SYNC_TIMEOUT_MS)).toBeLessThan(MAIL_WITHIN_MS);

    const result = await draining;
    // The sync lane started one job before the budget ran out and waited out its timeout; the others stay due.
    expect(Date.now() - started).toBeLessThan(BUDGET_MS + SYNC_TIMEOUT_MS + 1_000);
    expect(result).toEqual({ claimed: 2, done: 1, retrying: 1, dead: 0 });
    const syncs = await syncJobs(earlier);
    expect(syncs.filter((job) => job.attempts === 1)).toMatchObject([
      { status: "pending", lastError: "Platform did not answer within 5 s" },
    ]);
    expect(syncs.filter((job) => job.attempts === 0)).toHaveLength(9);
  });

  it("after a write, sends the new welcome e-mail while the sync lane is still waiting on the platform", async () => {
    await db().delete(outboxJobs);
    hanging.on = true;
    hanging.responses.length = 0; // the first test's, long given up by the client
    await tenDueSyncs();
    const drainQuietly = laneDrains(
      outboxLanes(handlers),
      (lane) => drainLane(db(), handlers, lane, { limit: 20, budgetMs: BUDGET_MS }),
      {
        batchSize: 20,
        quiet: BACKGROUND_QUIET,
        onError: (error) => {
          throw error;
        },
      },
    );
    const drains = [drainQuietly()]; // the sync lane takes a hanging job
    let settled: PromiseSettledResult<unknown>[];
    try {
      // Once the platform holds that request (the event, not a fixed wait), a visitor registers.
      while (hanging.responses.length === 0) await sleep(10);
      const newcomer = await register();
      drains.push(drainQuietly());
      expect(await mailArrives(newcomer.email, SYNC_TIMEOUT_MS)).toBeLessThan(MAIL_WITHIN_MS);
    } finally {
      // The platform answers again (with an error): the sync lane's passes end. Also after a failed expectation, so
      // that no drain outlives this test and fails whichever suite runs next in this worker.
      hanging.on = false;
      for (const response of hanging.responses.splice(0))
        sendJson(response, 503, { status: false, message: "Service Unavailable" });
      settled = await Promise.allSettled(drains);
    }
    expect(settled.filter((drain) => drain.status === "rejected")).toEqual([]);
  });
});
