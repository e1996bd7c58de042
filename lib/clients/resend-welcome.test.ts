import { eq, sql } from "drizzle-orm";
import { startFakeSmtp, type FakeSmtp } from "@/e2e/fakes/smtp";
import { unfoldQuotedPrintable } from "@/e2e/fakes/mail-text";
import type { DatabaseHandle } from "@/lib/db/client";
import { authTokens, clientUsers, outboxJobs } from "@/lib/db/schema";
import { testDrivers } from "@/lib/db/testing";
import { emailJobHandler } from "@/lib/mail/job";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/mail/password-reset";
import { createMailer } from "@/lib/mail/transport";
import { drain } from "@/lib/outbox";
import { requestPasswordReset } from "@/lib/password-reset/request";
import { resetPassword } from "@/lib/password-reset/reset";
import { findCatalogPlan } from "@/lib/plans/catalog";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";
import { resendWelcome } from "./resend-welcome";
import { verifyPassword } from "./secrets";
import { welcomeTemplate } from "./welcome-mail";

let counter = 0;

describe.each(testDrivers())("resendWelcome on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    [handle, smtp] = await Promise.all([open(), startFakeSmtp()]);
  }, 60_000);
  afterAll(() => Promise.all([handle.close(), smtp.close()]));

  async function register(planId?: number) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: `resend${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: planId ? findCatalogPlan(planId) : null,
    });
    const { clientId } = await registerClient(handle.db, payload, { ip: `203.0.113.${counter}`, countryCode: "US", platform: {} });
    return clientId!;
  }

  const handlers = () => ({
    email: emailJobHandler(createMailer({ smtpUrl: smtp.url, from: "LeadFlow <no-reply@leadflow.example>", dir: "unused" }), {
      welcome: welcomeTemplate("https://app.leadflow.example"),
      [PASSWORD_RESET_EMAIL]: passwordResetTemplate("https://app.leadflow.example"),
    }),
  });
  const emailOf = async (clientId: number) => (await handle.db.select().from(clientUsers).where(eq(clientUsers.clientId, clientId)))[0].email;
  const welcomeMailsTo = (email: string) =>
    smtp.messages
      .filter((mail) => mail.to.includes(email))
      .map((mail) => unfoldQuotedPrintable(mail.raw))
      .map((raw) => ({ password: /Temporary password: ([A-Za-z0-9]{16})/.exec(raw)?.[1], messageId: /^Message-ID: (<[^>]+>)/im.exec(raw)?.[1] }));

  it("mails the same temporary password again, as a new message, and leaves the account's sessions alone", async () => {
    const clientId = await register();
    await drain(handle.db, handlers());
    await expect(resendWelcome(handle.db, clientId)).resolves.toEqual({ ok: true });
    await drain(handle.db, handlers());
    const [first, again] = welcomeMailsTo(await emailOf(clientId));
    expect(again.password).toBe(first.password);
    // Not the first mail's Message-ID: a receiving server must not drop the resend as a copy.
    expect(again.messageId).not.toBe(first.messageId);
    const [user] = await handle.db.select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword(first.password!, user.passwordHash)).toBe(true);
    expect(await handle.db.select().from(authTokens).where(eq(authTokens.clientId, clientId))).toHaveLength(1);
  }, 30_000);

  it("once a password has been chosen, refuses (pointing to /forgot), queues nothing and keeps that password", async () => {
    const clientId = await register();
    const email = await emailOf(clientId);
    await drain(handle.db, handlers());
    smtp.messages.length = 0;
    await requestPasswordReset(handle.db, { email }, { ip: `203.0.113.${counter}` });
    await drain(handle.db, handlers());
    const token = /reset-password\?token=([\w-]+)/.exec(unfoldQuotedPrintable(smtp.messages[0].raw))?.[1] ?? "";
    await expect(resetPassword(handle.db, { token, password: "my-own-password-77" })).resolves.toMatchObject({ status: "done" });
    smtp.messages.length = 0;

    await expect(resendWelcome(handle.db, clientId)).resolves.toEqual({ ok: false, reason: "password_chosen" });
    expect(await welcomeJobs(clientId)).toHaveLength(1);
    await drain(handle.db, handlers());
    expect(welcomeMailsTo(email)).toEqual([]);
    const [user] = await handle.db.select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword("my-own-password-77", user.passwordHash)).toBe(true);
  }, 30_000);

  const welcomeJobs = async (clientId: number) =>
    handle.db
      .select()
      .from(outboxJobs)
      .where(sql`${outboxJobs.kind} = 'email' and ${outboxJobs.payload}->>'template' = 'welcome' and (${outboxJobs.payload}->>'clientId')::int = ${clientId}`);

  it("queues the welcome e-mail again, three times an hour per client", async () => {
    const clientId = await register();
    const now = new Date("2026-06-01T10:05:00Z");
    for (let i = 0; i < 3; i += 1) await expect(resendWelcome(handle.db, clientId, now)).resolves.toEqual({ ok: true });
    await expect(resendWelcome(handle.db, clientId, now)).resolves.toEqual({ ok: false, reason: "rate_limited", retryAfterMs: 55 * 60_000 });
    expect(await welcomeJobs(clientId)).toHaveLength(4); // the first welcome and three resends
    await expect(resendWelcome(handle.db, clientId, new Date("2026-06-01T11:00:00Z"))).resolves.toEqual({ ok: true });
    // Another client has its own allowance.
    await expect(resendWelcome(handle.db, await register(), now)).resolves.toEqual({ ok: true });
  }, 30_000);

  it("sends nothing for a paid plan whose payment has not been fulfilled", async () => {
    const clientId = await register(3);
    await expect(resendWelcome(handle.db, clientId)).resolves.toEqual({ ok: false, reason: "not_ready" });
    expect(await welcomeJobs(clientId)).toHaveLength(0);
  }, 30_000);
});
