import { randomBytes } from "node:crypto";
import { alertNotices, clients, outboxJobs, payments, rateLimits } from "@/lib/platform/db/schema";
import { drainLane, enqueue, PERMANENT_ERROR_PREFIX } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { checkAlerts } from "./alerts";
import { OPS_ALERT_EMAIL, opsAlertTemplate } from "./ops-alert-mail";
import { recordSignatureFailure } from "./signature-failures";

const OPS = "ops@leadflow.example";
const T0 = new Date("2026-11-27T10:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe.each(testDrivers())("alerts on $name", ({ name, open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open, {
    clearBeforeEach: [alertNotices, outboxJobs, payments, rateLimits],
  });

  /** Runs the mail lane as the outbox loop would, at `now`, and returns the alert mails the fake SMTP server got. */
  async function deliver(now: Date) {
    await drainLane(db(), emailHandlers({ [OPS_ALERT_EMAIL]: opsAlertTemplate() }), { kind: "email" }, { now });
    return mailsTo(OPS);
  }

  async function paidOrder(paidAt: Date) {
    const tag = randomBytes(6).toString("hex");
    const [client] = await db()
      .insert(clients)
      .values({
        clientIdentifier: `alert-${tag}`,
        clientName: `Acme ${tag}`,
        contactName: "Asha Rao",
        contactEmail: `asha-${tag}@acme.example`,
        contactPhone: "+919876543210",
        countryCode: "US",
        currencyCode: "USD",
        planId: 2,
        billingCycle: "Monthly",
        apiKeyHash: tag,
      })
      .returning();
    await db()
      .insert(payments)
      .values({
        clientId: client.id,
        planId: 2,
        gateway: "sandbox",
        gatewayReference: `alert-${tag}`,
        amount: 2900,
        currency: "USD",
        status: "paid",
        paidAt,
      });
  }

  const conditions = {
    async dead_letters() {
      await db().insert(outboxJobs).values({ kind: "platform_sync", payload: {}, status: "dead", attempts: 8 });
    },
    async mail_refused() {
      // As the drain leaves a mail whose recipient the SMTP server refused with a 5xx (lib/platform/mail/failed-attempts.test.ts).
      const lastError = `${PERMANENT_ERROR_PREFIX}Can't send mail - all recipients were rejected: 550 No such user`;
      await db().insert(outboxJobs).values({ kind: "email", payload: {}, status: "dead", attempts: 1, lastError });
    },
    async outbox_stalled() {
      // Due 11 minutes before the first check, never run (its lane is not drained here).
      await enqueue(db(), "platform_sync", { clientId: 1 }, { runAt: at(-11) });
    },
    async invoice_missing() {
      await paidOrder(at(-11));
    },
    async webhook_signatures() {
      for (let i = 0; i < 21; i++) await recordSignatureFailure(db(), at(-30 + i));
    },
  };
  const subjects = {
    dead_letters: "Outbox jobs dead-lettered",
    mail_refused: "Mail refused for good",
    outbox_stalled: "Outbox jobs waiting too long",
    invoice_missing: "Paid orders without an invoice",
    webhook_signatures: "Webhook signatures failing",
  };

  it.each(Object.keys(conditions) as (keyof typeof conditions)[])(
    "%s: mails OPS_INBOX once, not again within the hour, and again after it",
    async (kind) => {
      await conditions[kind]();
      expect(await checkAlerts(db(), { opsInbox: OPS, now: at(0) })).toEqual([kind]);
      const first = await deliver(at(0));
      expect(first).toHaveLength(1);
      expect(first[0]).toContain(`Subject: [LeadFlow alert] ${subjects[kind]}`);
      expect(first[0]).toContain("What to do:");

      expect(await checkAlerts(db(), { opsInbox: OPS, now: at(1) })).toEqual([]);
      expect(await checkAlerts(db(), { opsInbox: OPS, now: at(59) })).toEqual([]);
      expect(await deliver(at(59))).toHaveLength(1);

      // Still true an hour later (the signature failures: a fresh burst), so the operators hear it once more.
      if (kind === "webhook_signatures") for (let i = 0; i < 21; i++) await recordSignatureFailure(db(), at(40 + i));
      if (kind === "outbox_stalled") await enqueue(db(), "platform_sync", { clientId: 2 }, { runAt: at(-11) });
      expect(await checkAlerts(db(), { opsInbox: OPS, now: at(61) })).toEqual([kind]);
      expect(await deliver(at(61))).toHaveLength(2);
    },
  );

  it("stays quiet below the thresholds", async () => {
    await enqueue(db(), "platform_sync", { clientId: 1 }, { runAt: at(-9) });
    await paidOrder(at(-9));
    for (let i = 0; i < 20; i++) await recordSignatureFailure(db(), at(-30 + i));
    // Failures older than an hour do not count.
    for (let i = 0; i < 5; i++) await recordSignatureFailure(db(), at(-90));
    expect(await checkAlerts(db(), { opsInbox: OPS, now: at(0) })).toEqual([]);
  });

  it("keeps the conditions as metrics only without OPS_INBOX, and claims nothing", async () => {
    await conditions.dead_letters();
    expect(await checkAlerts(db(), { opsInbox: undefined, now: at(0) })).toEqual([]);
    expect(await db().select().from(alertNotices)).toEqual([]);
    expect(await checkAlerts(db(), { opsInbox: OPS, now: at(1) })).toEqual(["dead_letters"]);
  });

  it("sends one mail when several instances check at the same moment", async () => {
    await conditions.dead_letters();
    const checks = await Promise.all(Array.from({ length: 4 }, () => checkAlerts(db(), { opsInbox: OPS, now: at(0) })));
    expect(checks.flat()).toEqual(["dead_letters"]);
    expect(await deliver(at(0))).toHaveLength(1);
    if (name === "postgres") expect(checks.filter((mailed) => mailed.length === 0)).toHaveLength(3);
  });
});
