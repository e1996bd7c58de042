import { contentCopy } from "@/testing/content-copy";
import { renderMail } from "@/lib/platform/mail/render";
import { MAIL_KIND_NAMES, MAIL_KINDS, paragraphsOf, sampleValues, type MailKind } from "@/lib/platform/mail/texts";
import { contentIssues } from "./check";
import { mailTextIssues, mailTextReader } from "./mail-texts";

// The e-mails' words are content (content/emails/*.yaml): each kind renders from its file with our values, and the
// content check refuses a placeholder the kind does not have, and a required one left out, naming file and field.

const NOW = new Date("2026-11-27T12:00:00Z");
const texts = mailTextReader(process.cwd());

/** A paragraph's words without its placeholders, as the reader sees them. */
const wordsOf = (paragraph: string) =>
  paragraph
    .split(/\{[A-Za-z0-9]+\}/)
    .flatMap((part) => part.split("\n"))
    .map((part) => part.trim())
    .filter((part) => part.length > 3);

describe.each(MAIL_KIND_NAMES)("the %s e-mail", (kind) => {
  it("renders its file's words with the sample values, in HTML and plain text", async () => {
    const text = await texts(kind);
    const spec: MailKind = MAIL_KINDS[kind];
    const values = sampleValues(kind);
    const mail = await renderMail(kind, text, values, {
      button: values.button,
      summary: [["Plan", "Professional"]],
    });
    expect(mail.subject).not.toMatch(/[{}]/);
    expect(mail.html).toContain(`>${mail.preheader}`);
    for (const paragraph of paragraphsOf(text.body))
      for (const words of wordsOf(paragraph)) {
        expect(mail.text).toContain(words);
        expect(mail.html).toContain(words.replaceAll("&", "&amp;").replaceAll("'", "&#x27;"));
      }
    for (const [name, placeholder] of Object.entries(spec.placeholders)) {
      if (name === "summary") continue;
      if (!placeholder.block && !text.body.includes(`{${name}}`)) continue;
      expect(mail.text).toContain(placeholder.sample);
    }
    if (spec.button) {
      expect(mail.html).toContain(`href="${values.button.replaceAll("&", "&amp;")}"`);
      expect(mail.text).toContain(`${text.button} ${values.button}`);
    }
  });
});

describe("renderMail", () => {
  it("escapes values: a name with <script> reaches the reader as text", async () => {
    const text = await texts("passwordReset");
    const mail = await renderMail(
      "passwordReset",
      text,
      { contactName: "<script>alert(1)</script> & Co", minutes: "60" },
      { button: "https://app.leadflow.example/reset-password?token=a&b=c" },
    );
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co,");
    expect(mail.html).toContain('href="https://app.leadflow.example/reset-password?token=a&amp;b=c"');
    expect(mail.text).toMatch(/^Hi <script>alert\(1\)<\/script> & Co,$/m);
    expect(mail.text).toContain("Someone asked to reset the password of your LeadFlow account.");
  });

  it("leaves out a paragraph whose optional value the mail has none of, and links our addresses", async () => {
    const text = await texts("salesAcknowledgement");
    const meetingUrl = "https://meet.leadflow.example/sales";
    const withMeeting = await renderMail("salesAcknowledgement", text, { inquiryId: "7", meetingUrl });
    const without = await renderMail("salesAcknowledgement", text, { inquiryId: "7" });
    expect(withMeeting.text).toContain(`Book a meeting with our sales team: ${meetingUrl}`);
    expect(withMeeting.html).toMatch(new RegExp(`<a href="${meetingUrl}"[^>]*>${meetingUrl}</a>`));
    expect(without.text).not.toContain("Book a meeting");
    expect(without.text).toContain("Your reference: inquiry #7.");
  });

  it("keeps the subject on one line, whatever the value", async () => {
    const text = await texts("receipt");
    const mail = await renderMail("receipt", text, { planName: "Pro\r\nBcc: x@evil.example", billingCycle: "Yearly" });
    expect(mail.subject).toBe("Your LeadFlow receipt: Pro Bcc: x@evil.example (Yearly)");
  });
});

describe("the content check of the e-mails", () => {
  it("finds no problem in the repository's e-mails", async () => {
    expect(await mailTextIssues(process.cwd())).toEqual([]);
  });

  it("names the file and field of an unknown placeholder, a missing one, a misplaced block and a stray brace", async () => {
    const copy = contentCopy();
    copy.edit("content/emails/welcome.yaml", "Hi,", "Hi {companyName},");
    copy.edit("content/emails/password-reset.yaml", /^\s*\{button\}\n/m, "\n");
    copy.edit("content/emails/receipt.yaml", "{summary}", "Your order: {summary}");
    copy.edit("content/emails/sales-acknowledgement.yaml", "sales\npreheader", "sales {inquiryId\npreheader");
    copy.edit("content/emails/welcome.yaml", "is ready. Here", "is ready. {button} Here");

    const issues = await contentIssues(copy.root, { now: NOW });
    expect(issues.map(({ file, field, code }) => `${file} | ${field} | ${code}`).sort()).toEqual([
      "content/emails/password-reset.yaml | Body | missing_placeholder",
      "content/emails/receipt.yaml | Body | misplaced_placeholder",
      "content/emails/sales-acknowledgement.yaml | Subject | unknown_placeholder",
      "content/emails/welcome.yaml | Body | unknown_placeholder",
      "content/emails/welcome.yaml | Preheader | misplaced_placeholder",
    ]);
    const welcome = issues.find((issue) => issue.file === "content/emails/welcome.yaml" && issue.field === "Body")!;
    expect(welcome.message).toBe(
      "{companyName} is not a placeholder of this e-mail: use one of {clientId}, {email}, {temporaryPassword}, {button}",
    );
    const reset = issues.find((issue) => issue.file === "content/emails/password-reset.yaml")!;
    expect(reset.message).toMatch(/^must contain \{button\}/);
  });

  it("names an empty field and a missing file", async () => {
    const copy = contentCopy();
    copy.edit("content/emails/contact-acknowledgement.yaml", "subject: We received your message", "subject: ''");
    copy.remove("content/emails/signup-resume.yaml");
    const issues = await mailTextIssues(copy.root);
    expect(issues.map(({ file, field, code }) => `${file} | ${field} | ${code}`).sort()).toEqual([
      "content/emails/contact-acknowledgement.yaml | Subject | missing",
      "content/emails/signup-resume.yaml | (the file) | unreadable",
    ]);
  });
});
