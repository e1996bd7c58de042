import { logger } from "@/lib/platform/log";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@/lib/platform/db/client";
import { contactMessages, outboxJobs, rateLimits } from "@/lib/platform/db/schema";
import { CONTACT_ACK_EMAIL } from "@/lib/inbox/sales/mail-kinds";
import { salesTemplates } from "@/lib/inbox/sales/mails";
import { testDrivers } from "@/testing/test-databases";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { CONTACT_EMAIL, contactEmail, contactTemplate, type ContactMailData } from "@/lib/inbox/contact/contact-mail";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabase } from "@/testing/database-and-mailbox";
import { CONTACT_MESSAGES as M } from "@/lib/inbox/contact/schema";
import { CONTACT_RATE_LIMIT, CONTACT_SEND_FAILED, submitContactMessage } from "./submit";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

const INBOX = "inbox@leadflow.example";
const FROM = "LeadFlow <no-reply@leadflow.example>";
const valid = {
  name: " Asha Rao ",
  email: "asha@acme.example",
  subject: "A demo please",
  message: "We are 12 sellers <b>and</b> want a demo.",
};

describe.each(testDrivers())("contact messages on $name", ({ open }) => {
  const { db } = setUpDatabase(open, { clearBeforeEach: [outboxJobs, contactMessages, rateLimits] });

  const stored = () => db().select().from(contactMessages);
  const jobs = () => db().select().from(outboxJobs);

  it("stores a valid message and enqueues one e-mail to the inbox with the sender as reply-to", async () => {
    expect(await submitContactMessage(db(), valid, { ip: "192.0.2.10", inbox: INBOX })).toEqual({
      status: "done",
      stored: true,
    });
    const [row, ...more] = await stored();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      name: "Asha Rao",
      email: valid.email,
      subject: valid.subject,
      message: valid.message,
      ip: "192.0.2.10",
    });
    const [job, ack, ...others] = await jobs();
    expect(others).toEqual([]);
    expect(job).toMatchObject({ kind: "email", status: "pending", dedupeKey: `contact:${row.id}` });
    // The sender's acknowledgement (lib/inbox/sales/mails.ts), within the per-address daily cap.
    expect(ack).toMatchObject({
      kind: "email",
      dedupeKey: `contact-ack:${row.id}`,
      payload: { template: CONTACT_ACK_EMAIL, to: valid.email },
    });
    expect(job.payload).toMatchObject({ template: CONTACT_EMAIL, to: INBOX, email: valid.email, messageId: row.id });
    const mail = await contactTemplate()(job.payload);
    expect(mail).toMatchObject({
      to: INBOX,
      replyTo: { name: "Asha Rao", address: valid.email },
      subject: "[Contact] A demo please",
    });
    expect(mail.html).toContain("&lt;b&gt;and&lt;/b&gt;");
    expect(mail.text).toContain(valid.message);
  });

  it("stores nothing for invalid input and returns every field's message", async () => {
    const result = await submitContactMessage(
      db(),
      { name: "A", email: "nope", subject: "Hi\r\nBcc: x@y.example", message: "short" },
      { ip: "192.0.2.11", inbox: INBOX },
    );
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: { name: M.nameShort, email: M.emailInvalid, subject: M.subjectNotPlain, message: M.messageShort },
    });
    expect(await stored()).toEqual([]);
    expect(await jobs()).toEqual([]);
    expect(await db().select().from(rateLimits)).toEqual([]);
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    expect(
      await submitContactMessage(
        db(),
        { ...valid, website: "http://spam.example" },
        { ip: "192.0.2.12", inbox: INBOX },
      ),
    ).toEqual({ status: "done", stored: false });
    expect(await stored()).toEqual([]);
    expect(await jobs()).toEqual([]);
  });

  it("limits messages per IP and says how long to wait", async () => {
    const now = new Date("2026-11-21T10:02:00Z");
    const numbered = (i: number) => ({ ...valid, message: `${valid.message} #${i}` });
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      expect(await submitContactMessage(db(), numbered(i), { ip: "192.0.2.13", inbox: INBOX, now })).toMatchObject({
        status: "done",
      });
    }
    expect(await submitContactMessage(db(), numbered(99), { ip: "192.0.2.13", inbox: INBOX, now })).toEqual({
      status: "failed",
      message: "Too many messages. Please try again in 8 minutes.",
      code: "rate_limited",
    });
    expect(await submitContactMessage(db(), numbered(99), { ip: "192.0.2.14", inbox: INBOX, now })).toMatchObject({
      status: "done",
    });
    expect(await stored()).toHaveLength(CONTACT_RATE_LIMIT.limit + 1);
  });

  it("receives the same message from the same address once in ten minutes (a reload posting it again), whatever the IP", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(await submitContactMessage(db(), valid, { ip: "192.0.2.20", inbox: INBOX, now })).toEqual({
      status: "done",
      stored: true,
    });
    const later = new Date(now.getTime() + 60_000);
    expect(await submitContactMessage(db(), valid, { ip: "192.0.2.21", inbox: INBOX, now: later })).toEqual({
      status: "done",
      stored: true,
    });
    expect(await stored()).toHaveLength(1);
    expect(await jobs()).toHaveLength(2); // to the inbox, and the acknowledgement
    // Anything else is a new message; so is the same one after the window.
    await submitContactMessage(
      db(),
      { ...valid, subject: "Another question" },
      { ip: "192.0.2.20", inbox: INBOX, now: later },
    );
    await submitContactMessage(db(), valid, {
      ip: "192.0.2.20",
      inbox: INBOX,
      now: new Date(now.getTime() + 11 * 60_000),
    });
    expect(await stored()).toHaveLength(3);
  });

  it("answers the product's send failure only when storing fails", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    const broken = { ...db(), transaction: () => Promise.reject(new Error("disk full")) } as unknown as Database;
    expect(await submitContactMessage(broken, valid, { ip: "192.0.2.15", inbox: INBOX })).toEqual({
      status: "failed",
      message: CONTACT_SEND_FAILED,
      code: "send_failed",
    });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("does not count a message that fails to store against the visitor's limit, and keeps no half of it", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    // A real failure inside the transaction, after the rate-limit hit: the e-mail job's insert breaks a constraint.
    await db().execute(sql`alter table outbox_jobs add constraint test_store_fails check (kind <> 'email')`);
    try {
      expect(await submitContactMessage(db(), valid, { ip: "192.0.2.16", inbox: INBOX })).toEqual({
        status: "failed",
        message: CONTACT_SEND_FAILED,
        code: "send_failed",
      });
    } finally {
      await db().execute(sql`alter table outbox_jobs drop constraint test_store_fails`);
      error.mockRestore();
    }
    expect(await stored()).toEqual([]);
    expect(await jobs()).toEqual([]);
    expect(await db().select().from(rateLimits)).toEqual([]);
    expect(await submitContactMessage(db(), valid, { ip: "192.0.2.16", inbox: INBOX })).toEqual({
      status: "done",
      stored: true,
    });
  });
});

describe.each(testDrivers())("contact e-mail through SMTP on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: FakeSmtp | undefined;
  let dir: string;
  beforeAll(async () => {
    [handle, dir] = await Promise.all([open(), mkdtemp(path.join(tmpdir(), "leadflow-contact-"))]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([handle.close(), smtp?.close(), rm(dir, { recursive: true, force: true })]);
  });

  it("stays queued while SMTP is down and arrives with the sender as reply-to once it is back", async () => {
    const down = await startFakeSmtp();
    const port = Number(new URL(down.url).port);
    await down.close();
    const handlers = {
      email: emailJobHandler(createMailer({ smtpUrl: down.url, from: FROM, dir }), {
        [CONTACT_EMAIL]: contactTemplate(),
        ...salesTemplates({ texts: repositoryMailTexts }),
      }),
    };

    expect(await submitContactMessage(handle.db, valid, { ip: "192.0.2.20", inbox: INBOX })).toEqual({
      status: "done",
      stored: true,
    });
    const now = new Date();
    expect(await drain(handle.db, handlers, { now })).toMatchObject({ retrying: 2, done: 0 });
    const [pending] = await handle.db.select().from(outboxJobs);
    expect(pending).toMatchObject({ status: "pending", attempts: 1 });
    expect(pending.lastError).toBeTruthy();
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    // Not due yet: nothing is tried before the retry time.
    expect(await drain(handle.db, handlers, { now })).toMatchObject({ claimed: 0 });

    smtp = await startFakeSmtp(port);
    expect(await drain(handle.db, handlers, { now: new Date(pending.nextAttemptAt.getTime() + 60_000) })).toMatchObject(
      { done: 2 },
    );
    expect(smtp.messages).toHaveLength(2);
    const mail = smtp.messages.find((message) => message.to.includes(INBOX))!;
    const ack = unfoldQuotedPrintable(smtp.messages.find((message) => message.to.includes(valid.email))!.raw);
    expect(ack).toMatch(/^Subject: We received your message\r?$/m);
    expect(ack).toContain("Thank you for your message! We'll get back to you soon.");
    const raw = unfoldQuotedPrintable(mail.raw);
    expect(raw).toMatch(/^Reply-To: "?Asha Rao"? <asha@acme\.example>\r?$/m);
    expect(raw).toContain("Subject: [Contact] A demo please");
    expect(raw).toContain("&lt;b&gt;and&lt;/b&gt;");
    const [done] = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, pending.id));
    expect(done).toMatchObject({ status: "done", attempts: 2 });
  }, 30_000);
});

describe("contactEmail", () => {
  it("keeps the subject on one line even if a line break slipped through", () => {
    const data: ContactMailData = {
      to: INBOX,
      messageId: 1,
      name: 'Eve "x"',
      email: "eve@example.com",
      subject: "Hi\r\nBcc: a@b.example",
      message: "m",
    };
    const mail = contactEmail(data);
    expect(mail.subject).toBe("[Contact] Hi Bcc: a@b.example");
    expect(mail.replyTo).toEqual({ name: 'Eve "x"', address: "eve@example.com" });
  });
});
