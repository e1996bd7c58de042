import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { submitContactMessage } from "@/lib/inbox/contact/submit";
import { salesInquiries } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { contactTemplate, CONTACT_EMAIL } from "@/lib/inbox/contact/contact-mail";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { salesTemplates } from "./mails";
import { SALES_MESSAGES, SALES_RECEIVED } from "./rules";
import { submitSalesInquiry } from "./submit";
import { repositoryMailTexts } from "@/testing/mail-texts";

const SALES_INBOX = "sales@leadflow.example";

const SENT_AT = new Date("2026-11-02T09:00:00Z");
describe.each(testDrivers())("talking to sales on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const handlers = () =>
    emailHandlers({ ...salesTemplates({ texts: repositoryMailTexts }), [CONTACT_EMAIL]: contactTemplate() });
  const ip = () => `198.51.100.${randomBytes(1)[0]}`;
  const inquiry = (email: string) => ({
    name: "Asha Rao",
    email,
    company: "Acme Sales",
    team_size: "201-1000",
    message: "We have 300 sellers in four departments and need SSO.",
    preferred_time: "Weekday mornings, IST",
  });

  it("goes from submit to the sales inbox (reply-to the sender) and to the sender's acknowledgement", async () => {
    const email = `asha-${randomBytes(4).toString("hex")}@acme.example`;
    expect(
      await submitSalesInquiry(
        db(),
        { name: "", email: "x", team_size: "lots", message: "hi" },
        { ip: ip(), inbox: SALES_INBOX },
      ),
    ).toEqual({
      status: "invalid",
      fieldErrors: {
        name: SALES_MESSAGES.name,
        email: "Please enter a valid email address",
        company: SALES_MESSAGES.company,
        team_size: SALES_MESSAGES.teamSize,
        message: SALES_MESSAGES.messageShort,
      },
    });
    expect(await submitSalesInquiry(db(), inquiry(email.toUpperCase()), { ip: ip(), inbox: SALES_INBOX })).toEqual({
      status: "done",
      message: SALES_RECEIVED,
    });
    const [row] = await db().select().from(salesInquiries).where(eq(salesInquiries.email, email));
    expect(row).toMatchObject({
      name: "Asha Rao",
      company: "Acme Sales",
      teamSize: "201-1000",
      preferredTime: "Weekday mornings, IST",
    });

    expect(await drain(db(), handlers())).toMatchObject({ done: 2 });
    const toSales = mailsTo(SALES_INBOX).find((mail) => mail.includes(email))!;
    expect(toSales).toContain("[Sales] Acme Sales (201-1000 people): Asha Rao");
    expect(toSales).toMatch(new RegExp(`^Reply-To: "?Asha Rao"? <${email.replace(/\./g, "\\.")}>\\r?$`, "m"));
    expect(toSales).toContain("Preferred time: Weekday mornings, IST");
    const [ack] = mailsTo(email);
    expect(ack).toContain("Subject: We received your message to LeadFlow sales");
    // Our words and the reference only: the address may not be the sender's (lib/platform/security/stranger-words.test.ts).
    expect(ack).toContain(`Your reference: inquiry #${row.id}.`);
    expect(ack).not.toContain("We have 300 sellers");
  });

  it("acknowledges at most 3 messages a day to one address across the sales and contact forms; sales still gets every one", async () => {
    // A fixed clock for the daily cap's window: all five within the same day.
    const email = `cap-${randomBytes(4).toString("hex")}@acme.example`;
    for (let i = 0; i < 2; i++)
      expect(
        await submitSalesInquiry(
          db(),
          { ...inquiry(email), message: `Message number ${i} for sales` },
          { ip: ip(), inbox: SALES_INBOX, now: SENT_AT },
        ),
      ).toMatchObject({ status: "done" });
    for (let i = 0; i < 2; i++) {
      const contact = {
        name: "Asha Rao",
        email,
        subject: `Question ${i} here`,
        message: `A contact message number ${i}`,
      };
      expect(
        await submitContactMessage(db(), contact, { ip: ip(), inbox: "hello@leadflow.example", now: SENT_AT }),
      ).toMatchObject({
        status: "done",
      });
    }
    expect(
      await submitSalesInquiry(
        db(),
        { ...inquiry(email), message: "Message number 9 for sales" },
        { ip: ip(), inbox: SALES_INBOX, now: SENT_AT },
      ),
    ).toMatchObject({ status: "done" });
    await drain(db(), handlers());
    expect(mailsTo(email)).toHaveLength(3);
    expect(mailsTo(SALES_INBOX).filter((mail) => mail.includes(email))).toHaveLength(3);
    expect(mailsTo("hello@leadflow.example").filter((mail) => mail.includes(email))).toHaveLength(2);
  });
});
