import { eq } from "drizzle-orm";
import { authTokens, clientUsers, outboxJobs, passwordResets, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { createAuthToken } from "@/lib/accounts/companies/auth-tokens";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { hashPassword, verifyPassword } from "@/lib/accounts/companies/secrets";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/accounts/password-reset/reset-mail";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { EMAIL_MESSAGES } from "@/lib/platform/forms/email";
import { consumeRateLimit } from "@/lib/platform/db/rate-limit";
import {
  RESET_ADDRESS_LIMIT,
  RESET_IP_LIMIT,
  RESET_LINK_TTL_MS,
  RESET_REQUESTED,
  requestPasswordReset,
} from "./request";
import { RESET_MESSAGES, RESET_RATE_LIMIT, resetPassword, resetPasswordLimitKey, resetPasswordSchema } from "./reset";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

const APP_URL = "https://app.leadflow.example";
const tokenIn = (raw: string) => /reset-password\?token=([\w-]+)/.exec(unfoldQuotedPrintable(raw))?.[1] ?? "";

describe.each(testDrivers())("password resets on $name", ({ open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open, {
    clearBeforeEach: [outboxJobs, passwordResets, rateLimits],
  });
  let clientId: number;
  const email = "owner@reset.example";

  beforeAll(async () => {
    const payload = registrationPayloadSchema.parse({
      client_name: "Reset Co",
      contact_name: "Ria",
      contact_email: email,
      contact_phone: "+14155550111",
      acceptTerms: true,
    });
    clientId = (await registerClient(db(), payload, { ip: "192.0.2.40", countryCode: "US", platform: {} })).data.id;
  });

  const handlers = () => emailHandlers({ [PASSWORD_RESET_EMAIL]: passwordResetTemplate(APP_URL, repositoryMailTexts) });
  const context = { ip: "192.0.2.41" };

  it("answers the same for a registered and an unknown address, and mails only the registered one", async () => {
    const known = await requestPasswordReset(db(), { email: " OWNER@reset.example " }, context);
    const unknown = await requestPasswordReset(db(), { email: "nobody@reset.example" }, context);
    expect(known).toEqual({ status: "done", message: RESET_REQUESTED, mailQueued: true });
    expect(unknown).toEqual({ status: "done", message: RESET_REQUESTED, mailQueued: false });

    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    expect(smtp().messages.map((m) => m.to)).toEqual([[email]]);
    const raw = unfoldQuotedPrintable(smtp().messages[0].raw);
    expect(raw).toContain("Subject: Reset your LeadFlow password");
    expect(raw).toContain("expires in 60 minutes");
    const token = tokenIn(smtp().messages[0].raw);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Neither the job nor the reset row holds the token itself.
    expect(JSON.stringify(await db().select().from(outboxJobs))).not.toContain(token);
    expect(JSON.stringify(await db().select().from(passwordResets))).not.toContain(token);
  });

  it("sets the new password with the mailed token once, signs the account out, and refuses the token after", async () => {
    await createAuthToken(db(), clientId);
    await requestPasswordReset(db(), { email }, context);
    await drain(db(), handlers());
    const token = tokenIn(smtp().messages[0].raw);

    expect(await resetPassword(db(), { token, password: "a-new-password-42" })).toEqual({ status: "done", email });
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword("a-new-password-42", user.passwordHash)).toBe(true);
    expect(user.mustChangePassword).toBe(false);
    expect(user.temporaryPassword).toBeNull(); // the welcome e-mail's password is gone with it
    expect(await db().select().from(authTokens).where(eq(authTokens.clientId, clientId))).toEqual([]);

    expect(await resetPassword(db(), { token, password: "another-password-43" })).toEqual({
      status: "failed",
      message: RESET_MESSAGES.linkInvalid,
    });
    const [after] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword("a-new-password-42", after.passwordHash)).toBe(true);
  });

  it("checks the token before hashing the new password: a made-up token costs no scrypt", async () => {
    const hashed: string[] = [];
    const recordingHash = (password: string) => {
      hashed.push(password);
      return hashPassword(password);
    };
    const reset = (token: string) =>
      resetPassword(db(), { token, password: "a-new-password" }, new Date(), recordingHash);
    await expect(reset("made-up-token-made-up-token")).resolves.toEqual({
      status: "failed",
      message: RESET_MESSAGES.linkInvalid,
    });
    expect(hashed).toEqual([]);
    // A real token is hashed and spent.
    await requestPasswordReset(db(), { email }, context);
    await drain(db(), handlers());
    await expect(reset(tokenIn(smtp().messages[0].raw))).resolves.toEqual({ status: "done", email });
    expect(hashed).toEqual(["a-new-password"]);
  });

  it("refuses an expired token, and an earlier link once a newer one was asked for", async () => {
    const start = new Date();
    await requestPasswordReset(db(), { email }, { ...context, now: start });
    await drain(db(), handlers());
    const first = tokenIn(smtp().messages[0].raw);
    const again = new Date(start.getTime() + 2 * 60_000); // past the repeat window
    await requestPasswordReset(db(), { email }, { ...context, now: again });
    await drain(db(), handlers(), { now: again });
    const second = tokenIn(smtp().messages[1].raw);

    expect(await resetPassword(db(), { token: first, password: "password-one-1" }, again)).toMatchObject({
      status: "failed",
    });
    const late = new Date(again.getTime() + RESET_LINK_TTL_MS + 2000);
    expect(await resetPassword(db(), { token: second, password: "password-two-2" }, late)).toMatchObject({
      status: "failed",
    });
    expect(await resetPassword(db(), { token: second, password: "password-two-2" }, again)).toMatchObject({
      status: "done",
    });
  });

  it("answers the same request again within a minute (a reload) without a second mail; the first link stays good", async () => {
    const start = new Date();
    await requestPasswordReset(db(), { email }, { ...context, now: start });
    const repeat = await requestPasswordReset(db(), { email }, { ...context, now: new Date(start.getTime() + 30_000) });
    expect(repeat).toEqual({ status: "done", message: RESET_REQUESTED, mailQueued: false });
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    expect(smtp().messages).toHaveLength(1);
    expect(
      await resetPassword(db(), { token: tokenIn(smtp().messages[0].raw), password: "password-one-1" }),
    ).toMatchObject({ status: "done" });
  });

  it("sends nothing for a reset that expired while the mail waited for SMTP", async () => {
    const start = new Date();
    await requestPasswordReset(db(), { email }, { ...context, now: start });
    const late = new Date(start.getTime() + RESET_LINK_TTL_MS + 1000);
    expect(await drain(db(), handlers(), { now: late })).toMatchObject({ done: 1 });
    expect(smtp().messages).toEqual([]);
  });

  it("stops mailing one address after a few requests but keeps the same answer", async () => {
    const answers = [];
    const start = Date.parse("2026-11-22T10:00:00Z"); // all in one hour's window of the address limit
    for (let i = 0; i <= RESET_ADDRESS_LIMIT.limit; i++) {
      // Two minutes apart: each is a new request, not a repeat of the one before.
      answers.push(
        await requestPasswordReset(db(), { email }, { ip: `192.0.2.${50 + i}`, now: new Date(start + i * 2 * 60_000) }),
      );
    }
    expect(answers.map((a) => a.status === "done" && a.message)).toEqual(
      Array(RESET_ADDRESS_LIMIT.limit + 1).fill(RESET_REQUESTED),
    );
    expect(answers.map((a) => a.status === "done" && a.mailQueued)).toEqual([
      ...Array(RESET_ADDRESS_LIMIT.limit).fill(true),
      false,
    ]);
  });

  it("counts /forgot's requests apart from the app's reset tries from the same address", async () => {
    const ip = "192.0.2.77";
    // Both windows start on the hour: a shared counter would be over /forgot's limit at once.
    const now = new Date("2026-11-22T10:00:05Z");
    for (let i = 0; i < RESET_IP_LIMIT.limit; i++)
      await consumeRateLimit(db(), resetPasswordLimitKey(ip), RESET_RATE_LIMIT, now);
    await expect(requestPasswordReset(db(), { email }, { ip, now })).resolves.toMatchObject({
      status: "done",
      mailQueued: true,
    });
  });

  it("validates the address with the product's messages and the new password's length", () => {
    return Promise.all([
      expect(requestPasswordReset(db(), { email: "" }, context)).resolves.toEqual({
        status: "invalid",
        fieldErrors: { email: EMAIL_MESSAGES.required },
      }),
      expect(requestPasswordReset(db(), { email: "nope@" }, context)).resolves.toEqual({
        status: "invalid",
        fieldErrors: { email: EMAIL_MESSAGES.invalid },
      }),
    ]).then(() => {
      expect(resetPasswordSchema.safeParse({ token: "x".repeat(43), password: "short" }).error?.issues[0].message).toBe(
        RESET_MESSAGES.passwordShort,
      );
      expect(resetPasswordSchema.safeParse({ token: "bad", password: "long-enough-1" }).error?.issues[0].message).toBe(
        RESET_MESSAGES.linkInvalid,
      );
    });
  });
});
