import { logger } from "@/lib/platform/log";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeSmtp, type FakeSmtp } from "@/testing/smtp";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { loadEnv } from "@/lib/platform/env";
import { htmlDocument } from "./html";
import { createMailer, type MailMessage } from "./transport";

const FROM = "LeadFlow <no-reply@leadflow.example>";
const CUSTOMER = "asha@customer.example";
const CATCH_ALL = "preview-inbox@leadflow.example";

const message = (): MailMessage => ({
  to: CUSTOMER,
  subject: "Confirm your subscription",
  text: "Click the link to confirm.",
  html: htmlDocument("<p>Click the link to confirm.</p>"),
  replyTo: "hello@leadflow.example",
  headers: { "List-Unsubscribe": "<https://www.leadflow.example/u>", Bcc: "someone@customer.example" },
});

describe("mail from a preview deployment", () => {
  let smtp: FakeSmtp;
  let dir: string;
  beforeAll(async () => {
    [smtp, dir] = await Promise.all([startFakeSmtp(), mkdtemp(path.join(tmpdir(), "leadflow-preview-mail-"))]);
  });
  beforeEach(() => {
    smtp.messages.length = 0;
  });
  afterAll(() => Promise.all([smtp.close(), rm(dir, { recursive: true, force: true })]));

  it("goes to the catch-all address over SMTP, saying whom it was meant for", async () => {
    await createMailer({ smtpUrl: smtp.url, from: FROM, dir, preview: true, catchAll: CATCH_ALL }).send(message());

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail.to).toEqual([CATCH_ALL]);
    const raw = unfoldQuotedPrintable(mail.raw);
    expect(raw).toMatch(/^To: preview-inbox@leadflow\.example$/m);
    expect(raw).toMatch(/^X-Original-To: asha@customer\.example$/m);
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(raw).toContain(
      "Preview deployment: this message was meant for asha@customer.example.\n\nClick the link to confirm.".replaceAll(
        "\n",
        "\r\n",
      ),
    );
    expect(raw).toMatch(
      /<body[^>]*>\r?\n<p [^>]*>Preview deployment: this message was meant for asha@customer\.example\.<\/p>/,
    );
    expect(raw).toContain("List-Unsubscribe: <https://www.leadflow.example/u>");
  });

  it("without a catch-all address is written to the mail folder, never sent, even with SMTP configured", async () => {
    const info = jest.spyOn(logger, "info").mockImplementation(() => undefined);
    const sent = await createMailer({ smtpUrl: smtp.url, from: FROM, dir, preview: true }).send(message());
    info.mockRestore();

    expect(smtp.messages).toHaveLength(0);
    expect(await readdir(dir)).toContain(path.basename(sent.file!));
    expect(await readFile(sent.file!, "utf8")).toContain(`To: ${CUSTOMER}`);
  });

  it("outside a preview reaches the recipient, catch-all or not (production unchanged)", async () => {
    await createMailer({ smtpUrl: smtp.url, from: FROM, dir, preview: false, catchAll: CATCH_ALL }).send(message());
    // nodemailer takes a Bcc among the extra headers into the envelope: why a preview drops them.
    expect(smtp.messages.map((mail) => mail.to.sort())).toEqual([[CUSTOMER, "someone@customer.example"]]);
  });

  it("is what the configuration gives every mailer of a preview (createMailer(env.mail))", async () => {
    const mail = loadEnv({
      NODE_ENV: "test",
      SITE_ENVIRONMENT: "preview",
      SMTP_URL: smtp.url,
      MAIL_CATCH_ALL: CATCH_ALL,
      MAIL_DIR: dir,
    }).mail;
    expect(mail).toMatchObject({ preview: true, catchAll: CATCH_ALL });
    await createMailer(mail).send(message());
    expect(smtp.messages.map((received) => received.to)).toEqual([[CATCH_ALL]]);

    expect(loadEnv({ NODE_ENV: "test", SMTP_URL: smtp.url, MAIL_CATCH_ALL: CATCH_ALL }).mail.preview).toBe(false);
  });
});
