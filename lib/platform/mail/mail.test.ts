import { logger } from "@/lib/platform/log";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { clientUsers, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { registerClient } from "@/lib/accounts/companies/register";
import { verifyPassword } from "@/lib/accounts/companies/secrets";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { emailJobHandler } from "./job";
import { createMailer } from "./transport";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

const FROM = "LeadFlow <no-reply@leadflow.example>";
const APP_URL = "https://app.leadflow.example";

describe.each(testDrivers())("the welcome e-mail on $name", ({ name, open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open);

  it("reaches the contact through SMTP with a temporary password that signs in", async () => {
    const email = `welcome-${name}@acme.example`;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme <Sales>",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    const { data } = await registerClient(db(), payload, { ip: "192.0.2.1", countryCode: "US", platform: {} });
    const handlers = emailHandlers({ welcome: welcomeTemplate(APP_URL, repositoryMailTexts) });

    expect(await drain(db(), handlers)).toMatchObject({ done: 1 });
    expect(smtp().messages).toHaveLength(1);
    const [mail] = smtp().messages;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe("no-reply@leadflow.example");
    const raw = unfoldQuotedPrintable(mail.raw);
    expect(raw).toContain("Subject: Welcome to LeadFlow: your login details");
    expect(raw).toContain(`${APP_URL}/login?email=${encodeURIComponent(email)}`);
    expect(raw).toContain(data.client_identifier);
    // The registrant's words are not ours to send to an inbox nobody has verified: the mail greets "Hi,".
    expect(raw).not.toMatch(/Acme (&lt;|<)Sales/);

    const password = raw.match(/Temporary password: ([A-Za-z0-9]{16})/)?.[1];
    expect(password).toBeDefined();
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, data.id));
    expect(await verifyPassword(password!, user.passwordHash)).toBe(true);
    expect(await verifyPassword("wrong-password-1", user.passwordHash)).toBe(false);
    expect(user.passwordHash).not.toContain(password!);
    // The job row never held the password.
    const jobs = await db().select().from(outboxJobs);
    expect(JSON.stringify(jobs)).not.toContain(password!);
  });

  it("keeps the job for a retry when SMTP is unreachable", async () => {
    const payload = registrationPayloadSchema.parse({
      client_name: "Beta",
      contact_name: "Ben",
      contact_email: `down-${name}@beta.example`,
      contact_phone: "+14155550101",
      acceptTerms: true,
    });
    await registerClient(db(), payload, { ip: "192.0.2.2", countryCode: "US", platform: {} });
    const handlers = {
      email: emailJobHandler(createMailer({ smtpUrl: "smtp://127.0.0.1:9", from: FROM, dir: "unused" }), {
        welcome: welcomeTemplate(APP_URL, repositoryMailTexts),
      }),
    };
    expect(await drain(db(), handlers)).toMatchObject({ retrying: 1 });
  });
});

describe("createMailer without SMTP_URL", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leadflow-mail-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes the message as an .eml file and says where", async () => {
    const info = jest.spyOn(logger, "info").mockImplementation(() => undefined);
    const sent = await createMailer({ from: FROM, dir: path.join(dir, "nested") }).send({
      to: "a@b.example",
      subject: "Hi",
      text: "Hello",
      html: "<p>Hello</p>",
    });
    expect(sent.file).toMatch(/\.eml$/);
    expect(await readdir(path.join(dir, "nested"))).toEqual([path.basename(sent.file!)]);
    const eml = await readFile(sent.file!, "utf8");
    expect(eml).toContain("To: a@b.example");
    expect(eml).toContain("Subject: Hi");
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ file: sent.file }), expect.any(String));
    info.mockRestore();
  });

  it("refuses an unknown template", async () => {
    const handler = emailJobHandler(createMailer({ from: FROM, dir }), {});
    await expect(handler({ template: "toString" }, {} as never)).rejects.toThrow('Unknown e-mail template "toString"');
  });
});
