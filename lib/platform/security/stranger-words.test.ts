import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { submitContactMessage } from "@/lib/inbox/contact/submit";
import { confirmDeletionRequest, submitDeletionRequest } from "@/lib/inbox/data-deletion/request";
import { deletionTemplates } from "@/lib/inbox/data-deletion/mails";
import { dataDeletionRequests } from "@/lib/platform/db/schema";
import { contactTemplate, CONTACT_EMAIL } from "@/lib/inbox/contact/contact-mail";
import { drain } from "@/lib/platform/outbox";
import { salesTemplates } from "@/lib/inbox/sales/mails";
import { submitSalesInquiry } from "@/lib/inbox/sales/submit";
import { signedIdKey } from "@/lib/platform/security/signed-id";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { repositoryMailTexts } from "@/testing/mail-texts";

// Acknowledgements and confirmations go to an address someone typed, who may not own it: they carry only our own
// words (docs/security.md). Every free-text field below holds a phisher's words; none may reach the victim.
const STAFF = {
  contact: "hello@leadflow.example",
  sales: "sales@leadflow.example",
  privacy: "privacy@leadflow.example",
};
const WORDS = {
  name: "Zorblax Support Desk",
  company: "Quuxphish Holdings",
  subject: "Your account is locked",
  message: "Unlock it at https://evil.example/unlock today, or lose everything.",
  note: "Call +1 555 0100 at evil dot example to stop this",
};
const FORBIDDEN = ["Zorblax", "Quuxphish", "locked", "evil.example", "lose everything", "evil dot example"];

describe.each(testDrivers())("mail to an unverified address on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const handlers = () =>
    emailHandlers({
      ...salesTemplates({ texts: repositoryMailTexts }),
      [CONTACT_EMAIL]: contactTemplate(),
      ...deletionTemplates({
        texts: repositoryMailTexts,
        siteUrl: "https://leadflow.example",
        linkKey: signedIdKey("a-session-secret-of-at-least-32-characters", "data-deletion-links"),
        staffInbox: STAFF.privacy,
      }),
    });
  const ip = () => `198.51.100.${randomBytes(1)[0]}`;

  it("carries none of the sender's words to the victim; the staff inboxes get them all", async () => {
    const victim = `victim-${randomBytes(4).toString("hex")}@example.com`;
    const contact = { name: WORDS.name, email: victim, subject: WORDS.subject, message: WORDS.message };
    expect(await submitContactMessage(db(), contact, { ip: ip(), inbox: STAFF.contact })).toMatchObject({
      status: "done",
    });
    const sales = { ...contact, company: WORDS.company, team_size: "1-10", preferred_time: WORDS.subject };
    expect(await submitSalesInquiry(db(), sales, { ip: ip(), inbox: STAFF.sales })).toMatchObject({ status: "done" });
    const deletion = { email: victim, company: WORDS.company, scope: "account", note: WORDS.note };
    expect(await submitDeletionRequest(db(), deletion, { ip: ip() })).toMatchObject({ status: "done" });
    await drain(db(), handlers());
    // Confirmed (by the victim, or by a careless click): the acknowledgement is as bare as the confirmation link.
    const [request] = await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, victim));
    await confirmDeletionRequest(db(), request.id);
    await drain(db(), handlers());

    const received = mailsTo(victim).filter((mail) => /^To: .*victim-/m.test(mail));
    expect(received).toHaveLength(4);
    for (const mail of received) for (const words of FORBIDDEN) expect(mail).not.toContain(words);
    expect(received.join("\n")).toContain(request.reference);

    expect(mailsTo(STAFF.contact).join("\n")).toContain(WORDS.message);
    expect(mailsTo(STAFF.sales).join("\n")).toContain(WORDS.message);
    expect(mailsTo(STAFF.privacy).join("\n")).toContain(WORDS.note);
  }, 30_000);
});
