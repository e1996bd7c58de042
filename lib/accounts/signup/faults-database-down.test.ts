import { logger } from "@/lib/platform/log";
import { Client } from "pg";
import { REGISTRATION_FAILED } from "@/lib/accounts/companies/messages";
import { submitRegistration } from "@/lib/accounts/companies/submit";
import { welcomeTemplate } from "@/lib/accounts/companies/welcome-mail";
import { CONTACT_SEND_FAILED, submitContactMessage } from "@/lib/inbox/contact/submit";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { CONTACT_EMAIL, contactTemplate } from "@/lib/inbox/contact/contact-mail";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { drain } from "@/lib/platform/outbox";
import { openPostgresBehindProxy } from "@/testing/database-and-mailbox";
import type { TcpProxy } from "@/testing/tcp-proxy";
import { repositoryMailTexts } from "@/testing/mail-texts";

// Fault: PostgreSQL goes away for a moment, in the middle of a write and then for new connections. The app's pool
// reaches it through a TCP proxy that the test cuts. The visitor must get the product's message, nothing half-written may
// remain, and the same submission must go through (and its e-mail out) once the database is back.
// PGlite is embedded and cannot be unavailable: this runs on PostgreSQL only (TEST_DATABASE_URL).

const adminUrl = process.env.TEST_DATABASE_URL;
const INBOX = "inbox@leadflow.example";
const AWAY = {
  status: 503,
  answer: { success: false, code: "unavailable", error: REGISTRATION_FAILED },
  headers: { "retry-after": "10" },
};
const FROM = "LeadFlow <no-reply@leadflow.example>";
/** A statement the client is about to send, as it appears on the wire (drizzle quotes table names). */
const sending = (statement: string) => (bytes: Buffer) => bytes.includes(statement);

(adminUrl ? describe : describe.skip)("the database briefly unavailable (PostgreSQL through a TCP proxy)", () => {
  let handle: DatabaseHandle;
  let proxy: TcpProxy;
  let directUrl: string;
  let smtp: FakeSmtp;
  let logged: jest.SpyInstance;
  let warned: jest.SpyInstance;
  beforeAll(async () => {
    [{ handle, proxy, directUrl }, smtp] = await Promise.all([openPostgresBehindProxy(adminUrl!), startFakeSmtp()]);
  }, 60_000);
  afterAll(() => Promise.all([handle?.close(), smtp?.close()]));
  beforeEach(() => {
    logged = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    warned = jest.spyOn(logger, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    proxy.restore();
    logged.mockRestore();
    warned.mockRestore();
  });

  /** Counts rows straight on the server, past the proxy: what was really committed. */
  async function committed(query: string, params: unknown[] = []): Promise<number> {
    const client = new Client({ connectionString: directUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`select count(*)::int as n from ${query}`, params);
      return rows[0].n as number;
    } finally {
      await client.end();
    }
  }
  const handlers = () => ({
    email: emailJobHandler(createMailer({ smtpUrl: smtp.url, from: FROM, dir: "unused" }), {
      [CONTACT_EMAIL]: contactTemplate(),
      welcome: welcomeTemplate("https://app.leadflow.example", repositoryMailTexts),
    }),
  });

  it("a contact message: the product's send failure while it is away, nothing half-stored, then stored and e-mailed", async () => {
    const message = {
      name: "Asha Rao",
      email: "asha@acme.example",
      subject: "A demo please",
      message: "We are 12 sellers and want a demo.",
    };
    const context = { ip: "192.0.2.41", inbox: INBOX };

    // Cut mid-transaction: the message row is written, its e-mail job never reaches the server.
    proxy.cutWhen(sending('insert into "outbox_jobs"'));
    expect(await submitContactMessage(handle.db, message, context)).toEqual({
      status: "failed",
      message: CONTACT_SEND_FAILED,
      code: "unavailable",
    });
    expect(proxy.isCut).toBe(true);
    // And while it stays away, new connections are refused.
    expect(await submitContactMessage(handle.db, message, context)).toEqual({
      status: "failed",
      message: CONTACT_SEND_FAILED,
      code: "unavailable",
    });
    expect(await committed("contact_messages")).toBe(0);
    expect(await committed("outbox_jobs")).toBe(0);

    proxy.restore();
    expect(await submitContactMessage(handle.db, message, context)).toEqual({ status: "done", stored: true });
    expect(await drain(handle.db, handlers())).toMatchObject({ done: 1 });
    expect(smtp.messages.filter((mail) => mail.to.includes(INBOX))).toHaveLength(1);
    expect(await committed("contact_messages")).toBe(1);
    expect(await committed("outbox_jobs where status = 'done'")).toBe(1);
    expect(warned).toHaveBeenCalledWith(
      { reason: "Client has encountered a connection error and is not queryable" },
      "Storing a contact message failed: the database is unavailable",
    ); // logged for us (one short line, no statement), never shown
  });

  it("a registration: the product's registration-failed message, no half-made client, then the same form registers", async () => {
    const form = {
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: "db-fault@acme.example",
      contact_phone: "+14155550100",
      acceptTerms: true,
      idempotency_key: "db-fault-form-0001",
    };
    const context = { ip: "192.0.2.42", countryCode: "US", platform: {} };

    // Cut after the client row, before its admin user.
    proxy.cutWhen(sending('insert into "client_users"'));
    const refused = await submitRegistration(handle.db, form, context);
    // The database away is no bug: 503 with Retry-After, never 500 "internal" (docs/operations.md).
    expect(refused).toEqual(AWAY);
    expect(proxy.isCut).toBe(true);
    expect(await submitRegistration(handle.db, form, context)).toEqual(AWAY);
    expect(await committed("clients")).toBe(0);
    expect(await committed("client_users")).toBe(0);

    proxy.restore();
    const registered = await submitRegistration(handle.db, form, context);
    expect(registered).toMatchObject({
      status: 201,
      answer: { success: true, data: { contact_email: form.contact_email } },
    });
    expect(await committed("clients")).toBe(1);
    expect(await drain(handle.db, handlers())).toMatchObject({ done: 1 });
    expect(smtp.messages.filter((mail) => mail.to.includes(form.contact_email))).toHaveLength(1);
  });
});
