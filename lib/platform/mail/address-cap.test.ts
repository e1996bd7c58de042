import { randomBytes } from "node:crypto";
import { submitContactMessage } from "@/lib/inbox/contact/submit";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { deletionTemplates } from "@/lib/inbox/data-deletion/mails";
import { submitDeletionRequest } from "@/lib/inbox/data-deletion/request";
import { drain } from "@/lib/platform/outbox";
import { requestPasswordReset } from "@/lib/accounts/password-reset/request";
import { salesTemplates } from "@/lib/inbox/sales/mails";
import { signedIdKey } from "@/lib/platform/security/signed-id";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { ADDRESS_DAILY_CAP, normalisedInbox } from "./address-cap";
import { contactTemplate, CONTACT_EMAIL } from "@/lib/inbox/contact/contact-mail";
import { PASSWORD_RESET_EMAIL, passwordResetTemplate } from "@/lib/accounts/password-reset/reset-mail";
import { repositoryMailTexts } from "@/testing/mail-texts";

describe("normalisedInbox", () => {
  it.each([
    ["Asha@Acme.Example", "asha@acme.example"],
    ["asha+news@acme.example", "asha@acme.example"],
    ["a.sha+1@acme.example", "a.sha@acme.example"],
    ["A.Sha+x@Gmail.com", "asha@gmail.com"],
    ["a.s.h.a@googlemail.com", "asha@gmail.com"],
    [" asha@acme.example ", "asha@acme.example"],
  ])("%s is the inbox %s", (address, inbox) => {
    expect(normalisedInbox(address)).toBe(inbox);
  });
});

describe.each(testDrivers())("one cap per inbox on $name", ({ open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open);
  const SECRET = "a-session-secret-of-at-least-32-characters";
  const handlers = () =>
    emailHandlers({
      welcome: welcomeTemplate("https://app.leadflow.example", repositoryMailTexts, SECRET),
      [CONTACT_EMAIL]: contactTemplate(),
      [PASSWORD_RESET_EMAIL]: passwordResetTemplate("https://app.leadflow.example", repositoryMailTexts),
      ...salesTemplates({ texts: repositoryMailTexts }),
      ...deletionTemplates({
        texts: repositoryMailTexts,
        siteUrl: "https://leadflow.example",
        linkKey: signedIdKey(SECRET, "data-deletion-links"),
        staffInbox: "privacy@leadflow.example",
      }),
    });
  const ip = () => `198.51.100.${randomBytes(1)[0]}`;

  it("counts the welcome, acknowledgements, resets and confirmations to every spelling of one inbox together", async () => {
    const user = `flood.victim.${randomBytes(3).toString("hex")}`;
    const spelling = (tag: string) => `${user.toUpperCase()}+${tag}@gmail.com`;
    const exact = `${user}@gmail.com`;
    const payload = registrationPayloadSchema.parse({
      client_name: "Flooded Co",
      contact_name: "Vic",
      contact_email: exact,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    // Every step an hour into today's cap window: run at 23:56 UTC, real clocks would cross into a fresh one.
    const start = Math.floor(Date.now() / ADDRESS_DAILY_CAP.windowMs) * ADDRESS_DAILY_CAP.windowMs + 60 * 60_000;
    const at = (minutes: number) => new Date(start + minutes * 60_000);
    await registerClient(db(), payload, { ip: ip(), countryCode: "US", platform: {}, now: at(0) });
    for (let i = 0; i < 3; i++) {
      const message = { name: "Flood", email: spelling(`c${i}`), subject: `Hello ${i}`, message: `Message ${i} here` };
      await submitContactMessage(db(), message, { ip: ip(), inbox: "hello@leadflow.example", now: at(1 + i) });
    }
    for (let i = 0; i < 3; i++) await requestPasswordReset(db(), { email: exact }, { ip: ip(), now: at(5 + i * 5) });
    await submitDeletionRequest(
      db(),
      { email: `${user.replace(/\./g, "")}@googlemail.com`, company: "X", scope: "account" },
      { ip: ip(), now: at(19) },
    );
    await drain(db(), handlers(), { now: new Date(Math.max(Date.now(), at(20).getTime())) });

    const toVictim = smtp().messages.filter((mail) =>
      mail.to.some((to) => normalisedInbox(to) === normalisedInbox(exact)),
    );
    expect(toVictim).toHaveLength(ADDRESS_DAILY_CAP.limit);
    // The welcome (with the password) is one of them: an account's first mail is never the one left out.
    expect(toVictim.some((mail) => mail.raw.includes("Subject: Welcome"))).toBe(true);
  }, 60_000);
});
