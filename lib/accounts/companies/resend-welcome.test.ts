import { eq, sql } from "drizzle-orm";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { authTokens, clientUsers, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/accounts/password-reset/reset-mail";
import { drain } from "@/lib/platform/outbox";
import { requestPasswordReset } from "@/lib/accounts/password-reset/request";
import { resetPassword } from "@/lib/accounts/password-reset/reset";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";
import { resendWelcome } from "./resend-welcome";
import { verifyPassword } from "./secrets";
import { welcomeTemplate } from "./welcome-mail";
import { repositoryMailTexts } from "@/testing/mail-texts";

let counter = 0;

describe.each(testDrivers())("resendWelcome on $name", ({ open }) => {
  const { db, smtp, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);

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
    const { clientId } = await registerClient(db(), payload, {
      ip: `203.0.113.${counter}`,
      countryCode: "US",
      platform: {},
    });
    return clientId!;
  }

  const handlers = () =>
    emailHandlers({
      welcome: welcomeTemplate("https://app.leadflow.example", repositoryMailTexts),
      [PASSWORD_RESET_EMAIL]: passwordResetTemplate("https://app.leadflow.example", repositoryMailTexts),
    });
  const emailOf = async (clientId: number) =>
    (await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId)))[0].email;
  const welcomeMailsTo = (email: string) =>
    mailsTo(email).map((raw) => ({
      password: /Temporary password: ([A-Za-z0-9]{16})/.exec(raw)?.[1],
      messageId: /^Message-ID: (<[^>]+>)/im.exec(raw)?.[1],
    }));

  it("mails the same temporary password again, as a new message, and leaves the account's sessions alone", async () => {
    const clientId = await register();
    await drain(db(), handlers());
    await expect(resendWelcome(db(), clientId)).resolves.toEqual({ ok: true });
    await drain(db(), handlers());
    const [first, again] = welcomeMailsTo(await emailOf(clientId));
    expect(again.password).toBe(first.password);
    // Not the first mail's Message-ID: a receiving server must not drop the resend as a copy.
    expect(again.messageId).not.toBe(first.messageId);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword(first.password!, user.passwordHash)).toBe(true);
    expect(await db().select().from(authTokens).where(eq(authTokens.clientId, clientId))).toHaveLength(1);
  }, 30_000);

  it("once a password has been chosen, refuses (pointing to /forgot), queues nothing and keeps that password", async () => {
    const clientId = await register();
    const email = await emailOf(clientId);
    await drain(db(), handlers());
    smtp().messages.length = 0;
    await requestPasswordReset(db(), { email }, { ip: `203.0.113.${counter}` });
    await drain(db(), handlers());
    const token = /reset-password\?token=([\w-]+)/.exec(unfoldQuotedPrintable(smtp().messages[0].raw))?.[1] ?? "";
    await expect(resetPassword(db(), { token, password: "my-own-password-77" })).resolves.toMatchObject({
      status: "done",
    });
    smtp().messages.length = 0;

    await expect(resendWelcome(db(), clientId)).resolves.toEqual({ ok: false, reason: "password_chosen" });
    expect(await welcomeJobs(clientId)).toHaveLength(1);
    await drain(db(), handlers());
    expect(welcomeMailsTo(email)).toEqual([]);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword("my-own-password-77", user.passwordHash)).toBe(true);
  }, 30_000);

  const welcomeJobs = async (clientId: number) =>
    db()
      .select()
      .from(outboxJobs)
      .where(
        sql`${outboxJobs.kind} = 'email' and ${outboxJobs.payload}->>'template' = 'welcome' and (${outboxJobs.payload}->>'clientId')::int = ${clientId}`,
      );

  it("queues the welcome e-mail again, three times an hour per client, within the inbox's daily cap", async () => {
    const clientId = await register();
    const now = new Date("2026-06-01T10:05:00Z");
    for (let i = 0; i < 3; i += 1) await expect(resendWelcome(db(), clientId, now)).resolves.toEqual({ ok: true });
    await expect(resendWelcome(db(), clientId, now)).resolves.toEqual({
      ok: false,
      reason: "rate_limited",
      retryAfterMs: 55 * 60_000,
    });
    expect(await welcomeJobs(clientId)).toHaveLength(4); // the first welcome and three resends
    // An hour later the client's own limit has room again, but the inbox has had its 3 mails today (lib/platform/mail/address-cap.ts).
    await expect(resendWelcome(db(), clientId, new Date("2026-06-01T11:00:00Z"))).resolves.toEqual({
      ok: false,
      reason: "rate_limited",
      retryAfterMs: 13 * 60 * 60_000,
    });
    // Another client has its own allowance.
    await expect(resendWelcome(db(), await register(), now)).resolves.toEqual({ ok: true });
  }, 30_000);

  it("sends nothing for a paid plan whose payment has not been fulfilled", async () => {
    const clientId = await register(3);
    await expect(resendWelcome(db(), clientId)).resolves.toEqual({ ok: false, reason: "not_ready" });
    expect(await welcomeJobs(clientId)).toHaveLength(0);
  }, 30_000);
});
