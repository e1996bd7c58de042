import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { resolveCaller } from "@/lib/accounts/companies/caller";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { ApiError } from "@/lib/platform/http";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/accounts/password-reset/reset-mail";
import { drain } from "@/lib/platform/outbox";
import { requestPasswordReset } from "@/lib/accounts/password-reset/request";
import { resetPassword } from "@/lib/accounts/password-reset/reset";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { testDrivers } from "@/testing/test-databases";
import { API_KEY_REISSUED_EMAIL, apiKeyReissuedTemplate } from "./reissued-key-mail";
import { repositoryMailTexts } from "@/testing/mail-texts";

// The red team's pre-hijack: someone registers victim@… first and keeps the API key from the answer. Once the real
// owner proves the address is theirs (a completed password reset, docs/security.md), that key and every session
// opened before are dead, and the owner alone gets a new key, by mail.
const APP_URL = "https://app.leadflow.example";

describe.each(testDrivers())("ownership proved by a password reset on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const handlers = () =>
    emailHandlers({
      [PASSWORD_RESET_EMAIL]: passwordResetTemplate(APP_URL, repositoryMailTexts),
      [API_KEY_REISSUED_EMAIL]: apiKeyReissuedTemplate(APP_URL, repositoryMailTexts),
    });
  const api = () => embeddedAdminApi({ db: async () => db(), gateways: () => sandboxGateway() });
  const refused = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("unauthorized");
  };
  const asKey = (key: string) => new Headers({ "x-api-key": key });
  const asBearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

  it("revokes the squatter's key and sessions and mails the owner a new key", async () => {
    const victim = `victim-${Date.now()}@owner.example`;
    const payload = registrationPayloadSchema.parse({
      client_name: "Squatted Co",
      contact_name: "Mallory",
      contact_email: victim,
      contact_phone: "+14155550123",
      acceptTerms: true,
    });
    const registered = await api().registerClient(payload, { ip: "192.0.2.50", countryCode: "US" });
    const clientId = registered.data.id;
    const oldKey = registered.data.api_key;
    const oldSession = registered.signIn!.authToken;
    const validated = await api().validateApiKey(oldKey);
    // Before: the squatter's key, Bearer key, registration session and validate-api-key session all open the account.
    for (const headers of [asKey(oldKey), asBearer(oldKey), asBearer(validated.signIn.authToken)])
      expect(await resolveCaller(db(), headers, {})).toMatchObject({ clientId });
    expect(await resolveCaller(db(), new Headers(), { clientId, authToken: oldSession })).toMatchObject({ clientId });

    // The owner: "forgot password", the link from the mail, a new password.
    expect(await requestPasswordReset(db(), { email: victim }, { ip: "192.0.2.51" })).toMatchObject({
      mailQueued: true,
    });
    await drain(db(), handlers());
    const token = /reset-password\?token=([\w-]+)/.exec(mailsTo(victim)[0])![1];
    const before = mailsTo(victim).length;
    expect(
      await resetPassword(db(), { token, password: "the owner's own password" }, new Date(), async () => "x"),
    ).toMatchObject({
      status: "done",
    });

    // After: every earlier door is shut (GET /api/clients/{id}, payment history and subscriptions resolve the caller
    // this way; validate-api-key asks the same key).
    await refused(resolveCaller(db(), asKey(oldKey), {}));
    await refused(resolveCaller(db(), asBearer(oldKey), {}));
    await refused(resolveCaller(db(), asBearer(validated.signIn.authToken), {}));
    await refused(resolveCaller(db(), new Headers(), { clientId, authToken: oldSession }));
    await refused(api().validateApiKey(oldKey));

    // The owner's new key arrives by mail only, and works.
    await drain(db(), handlers());
    const mails = mailsTo(victim).slice(before);
    expect(mails).toHaveLength(1);
    const mail = unfoldQuotedPrintable(mails[0]);
    expect(mail).toContain("Subject: Your new LeadFlow API key");
    const newKey = /(lf_live_[\w-]+)/.exec(mail)![1];
    expect(newKey).not.toBe(oldKey);
    expect(await resolveCaller(db(), asKey(newKey), {})).toMatchObject({ clientId });
    expect((await api().validateApiKey(newKey)).client.id).toBe(clientId);
    // Nothing in the outbox holds the key in clear.
    const jobs = await db().query.outboxJobs.findMany();
    expect(JSON.stringify(jobs)).not.toContain(newKey);
  }, 60_000);
});
