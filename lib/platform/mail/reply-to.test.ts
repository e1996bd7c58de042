import { drain, enqueue } from "@/lib/platform/outbox";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { withReplyTo } from "./reply-to";
import { repositoryMailTexts } from "@/testing/mail-texts";

const inboxes = {
  support: "support@leadflow.example",
  billing: "billing@leadflow.example",
  billingTemplates: ["bill"],
  privacy: "privacy@leadflow.example",
  privacyTemplates: ["deleted"],
};

describe.each(testDrivers())("Reply-To of customer mails on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);

  it("answers the welcome mail to support, a billing mail to billing, a personal-data mail to privacy, and keeps a template's own Reply-To", async () => {
    const email = "reply-to@acme.example";
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    await registerClient(db(), payload, { ip: "192.0.2.77", countryCode: "US", platform: {} });
    const message = (subject: string, replyTo?: string) => async () => ({
      to: email,
      subject,
      text: subject,
      html: `<p>${subject}</p>`,
      ...(replyTo ? { replyTo } : {}),
    });
    await enqueue(db(), "email", { template: "bill" });
    await enqueue(db(), "email", { template: "forwarded" });
    await enqueue(db(), "email", { template: "deleted" });
    const handlers = emailHandlers(
      withReplyTo(
        {
          welcome: welcomeTemplate("https://app.leadflow.example", repositoryMailTexts),
          bill: message("Your receipt"),
          forwarded: message("A visitor wrote", "visitor@example.com"),
          deleted: message("Your data is deleted"),
        },
        inboxes,
      ),
    );
    expect(await drain(db(), handlers)).toMatchObject({ done: 4 });
    const mails = mailsTo(email);
    const replyTo = (subject: RegExp) => /^Reply-To: (.+)$/im.exec(mails.find((raw) => subject.test(raw)) ?? "")?.[1];
    expect(replyTo(/Welcome to LeadFlow/)).toBe("support@leadflow.example");
    expect(replyTo(/Your receipt/)).toBe("billing@leadflow.example");
    expect(replyTo(/A visitor wrote/)).toBe("visitor@example.com");
    expect(replyTo(/Your data is deleted/)).toBe("privacy@leadflow.example");
  });
});
