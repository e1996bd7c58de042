import { eq } from "drizzle-orm";
import { authTokens, clientUsers, outboxJobs } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { welcomeDedupeKey } from "../../billing/onboarding";
import { registrationPayloadSchema } from "./payload";
import { registerClient } from "./register";
import { LOCKED_PASSWORD_HASH, verifyPassword } from "./secrets";
import { welcomeTemplate } from "./welcome-mail";
import { repositoryMailTexts } from "@/testing/mail-texts";

const APP_URL = "https://app.leadflow.example";
let counter = 0;

describe.each(testDrivers())("the welcome e-mail job on $name", ({ name, open }) => {
  const { db, mailsTo: rawMailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const handlers = () => emailHandlers({ welcome: welcomeTemplate(APP_URL, repositoryMailTexts) });

  async function register() {
    counter += 1;
    const email = `welcome-again${counter}-${name}@acme.example`;
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    const { data } = await registerClient(db(), payload, { ip: `192.0.2.${counter}`, countryCode: "US", platform: {} });
    return { clientId: data.id, email };
  }

  const mailsTo = (email: string) =>
    rawMailsTo(email).map((raw) => ({
      password: /Temporary password: ([A-Za-z0-9]{16})/.exec(raw)?.[1],
      messageId: /^Message-ID: (<[^>]+>)/im.exec(raw)?.[1],
    }));

  // The SMTP server took the mail, but marking the job done was lost (the database dropped at that moment): the
  // drain runs the job again once it is due.
  const runAgain = (clientId: number) =>
    db()
      .update(outboxJobs)
      .set({ status: "pending", nextAttemptAt: new Date(0) })
      .where(eq(outboxJobs.dedupeKey, welcomeDedupeKey(clientId)));

  it("greets 'Hi,' with the client identifier and carries none of the registrant's words", async () => {
    counter += 1;
    const email = `phish${counter}-${name}@acme.example`;
    const lure = "Google Security: your Gmail is locked, verify at https://evil.example/g";
    const payload = registrationPayloadSchema.parse({
      client_name: lure,
      contact_name: "Dear customer click here",
      contact_email: email,
      contact_phone: "+14155550100",
      acceptTerms: true,
    });
    await registerClient(db(), payload, { ip: `192.0.2.${counter}`, countryCode: "US", platform: {} });
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    const [raw] = rawMailsTo(email);
    const body = raw.replace(/=\r?\n/g, "");
    expect(body).toMatch(/^Hi,$/m);
    expect(body).toMatch(/Your LeadFlow account LF-[A-Z2-9]{6} is ready\./);
    for (const words of ["evil.example", "Gmail is locked", "Dear customer"]) expect(body).not.toContain(words);
  });

  it("sends the same message on every attempt: the password made with the account, under one Message-ID", async () => {
    const { clientId, email } = await register();
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    await runAgain(clientId);
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });

    const [first, second] = mailsTo(email);
    expect(second).toEqual(first);
    expect(first.password).toEqual(expect.any(String));
    expect(first.messageId).toMatch(/^<.+@leadflow\.example>$/);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword(first.password!, user.passwordHash)).toBe(true);
    // Stored sealed, never in clear; the job row never holds it.
    expect(JSON.stringify(user)).not.toContain(first.password!);
    expect(JSON.stringify(await db().select().from(outboxJobs))).not.toContain(first.password!);
  });

  it("gives an account registered before passwords were made with it one password, which later attempts repeat", async () => {
    const { clientId, email } = await register();
    await db()
      .update(clientUsers)
      .set({ passwordHash: LOCKED_PASSWORD_HASH, temporaryPassword: null })
      .where(eq(clientUsers.clientId, clientId));
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    await runAgain(clientId);
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    const [first, second] = mailsTo(email);
    expect(second).toEqual(first);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await verifyPassword(first.password!, user.passwordHash)).toBe(true);
  });

  it("replacing a temporary password that could not be opened (another SESSION_SECRET) ends the account's sessions", async () => {
    const { clientId, email } = await register();
    const [before] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(await db().select().from(authTokens).where(eq(authTokens.clientId, clientId))).toHaveLength(1);
    await db()
      .update(clientUsers)
      .set({ temporaryPassword: "sealed.with.another-secret" })
      .where(eq(clientUsers.clientId, clientId));
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    const [mail] = mailsTo(email);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(user.passwordHash).not.toBe(before.passwordHash);
    expect(await verifyPassword(mail.password!, user.passwordHash)).toBe(true);
    expect(await db().select().from(authTokens).where(eq(authTokens.clientId, clientId))).toHaveLength(0);
  });

  it("sends nothing once the person has chosen a password", async () => {
    const { clientId, email } = await register();
    await db()
      .update(clientUsers)
      .set({ passwordHash: "scrypt$chosen", mustChangePassword: false, temporaryPassword: null })
      .where(eq(clientUsers.clientId, clientId));
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    expect(mailsTo(email)).toEqual([]);
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(user.passwordHash).toBe("scrypt$chosen");
  });
});
