import { eq, inArray } from "drizzle-orm";
import { welcomeDedupeKey } from "@/lib/billing/onboarding";
import { verifyPassword } from "@/lib/accounts/companies/secrets";
import { submitRegistration } from "@/lib/accounts/companies/submit";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { clientUsers, outboxJobs, payments } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { drain } from "@/lib/platform/outbox";
import { RECEIPT_EMAIL, receiptDedupeKey, receiptTemplate } from "@/lib/billing/payments/receipt-mail";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { confirmPayment, startPayment } from "@/lib/billing/payments/service";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

// Fault: the SMTP server is down when a company registers (and pays). The registration must succeed as usual, the
// welcome and receipt e-mails wait in the outbox with a retry time, and a real SMTP server gets them once it is up.

const FROM = "LeadFlow <no-reply@leadflow.example>";
const APP_URL = "https://app.leadflow.example";

describe.each(testDrivers())("SMTP down after a registration on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), smtp?.close()]));

  const form = (who: string, plan?: number) => ({
    client_name: `${who} Sales`,
    contact_name: `${who} Rao`,
    contact_email: `${who.toLowerCase()}-${name}@acme.example`,
    contact_phone: "+14155550100",
    acceptTerms: true,
    plan_data: plan ? findCatalogPlan(plan) : null,
  });
  const register = async (body: ReturnType<typeof form>, ip: string) =>
    submitRegistration(handle.db, body, { ip, countryCode: "US", platform: {} });

  it("registers, keeps the welcome and receipt e-mails for later, and delivers them when SMTP is back", async () => {
    const down = await startFakeSmtp();
    const port = Number(new URL(down.url).port);
    await down.close();
    const handlers = {
      email: emailJobHandler(createMailer({ smtpUrl: down.url, from: FROM, dir: "unused" }), {
        welcome: welcomeTemplate(APP_URL, repositoryMailTexts),
        [RECEIPT_EMAIL]: receiptTemplate({ texts: repositoryMailTexts }),
      }),
    };

    const free = await register(form("Free"), "192.0.2.31");
    expect(free).toMatchObject({
      status: 201,
      answer: { success: true, data: { contact_email: form("Free").contact_email } },
    });
    const paid = await register(form("Paid", 3), "192.0.2.32");
    expect(paid).toMatchObject({ status: 201, answer: { success: true, requires_payment: true } });
    const paidId = paid.registration!.clientId!;
    const { reference } = await startPayment(handle.db, () => sandboxGateway(), { clientId: paidId, kind: "stripe" });
    const card = { kind: "card" as const, number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };
    await expect(
      confirmPayment(handle.db, () => sandboxGateway(), {
        clientId: paidId,
        reference,
        gateways: ["sandbox"],
        confirm: card,
      }),
    ).resolves.toEqual({ status: "paid", fulfilled: true });

    const now = new Date();
    expect(await drain(handle.db, handlers, { now })).toEqual({ claimed: 3, done: 0, retrying: 3, dead: 0 });
    const jobs = await handle.db.select().from(outboxJobs);
    const [payment] = await handle.db.select().from(payments).where(eq(payments.clientId, paidId));
    expect(jobs.map((job) => job.dedupeKey).sort()).toEqual(
      [welcomeDedupeKey(free.registration!.clientId!), welcomeDedupeKey(paidId), receiptDedupeKey(payment.id)].sort(),
    );
    for (const job of jobs) {
      expect(job).toMatchObject({
        status: "pending",
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
      expect(job.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    }
    // Nothing is tried again before its retry time.
    expect(await drain(handle.db, handlers, { now })).toMatchObject({ claimed: 0 });

    smtp = await startFakeSmtp(port);
    const due = new Date(Math.max(...jobs.map((job) => job.nextAttemptAt.getTime())) + 1);
    expect(await drain(handle.db, handlers, { now: due })).toEqual({ claimed: 3, done: 3, retrying: 0, dead: 0 });
    const done = await handle.db
      .select()
      .from(outboxJobs)
      .where(
        inArray(
          outboxJobs.id,
          jobs.map((job) => job.id),
        ),
      );
    expect(done.every((job) => job.status === "done" && job.attempts === 2)).toBe(true);

    const to = (email: string) =>
      smtp!.messages.filter((mail) => mail.to.includes(email)).map((mail) => unfoldQuotedPrintable(mail.raw));
    const [welcome] = to(form("Free").contact_email);
    expect(welcome).toContain("Subject: Welcome to LeadFlow: your login details");
    const paidMails = to(form("Paid").contact_email);
    expect(paidMails).toHaveLength(2);
    expect(
      paidMails.filter((raw) => raw.includes(findCatalogPlan(3)!.plan_name) && raw.includes(reference)),
    ).not.toHaveLength(0);
    // The password in the delivered mail is the one that signs in (the failed attempt's was never valid).
    const password = welcome.match(/Temporary password: ([A-Za-z0-9]{16})/)?.[1];
    const [user] = await handle.db
      .select()
      .from(clientUsers)
      .where(eq(clientUsers.clientId, free.registration!.clientId!));
    expect(await verifyPassword(password!, user.passwordHash)).toBe(true);
  });
});
