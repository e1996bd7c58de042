import { randomBytes } from "node:crypto";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { testDrivers } from "@/testing/test-databases";
import { salesTemplates } from "./mails";
import { submitSalesInquiry } from "./submit";
import { repositoryMailTexts } from "@/testing/mail-texts";

const MEETING = "https://meet.leadflow.example/sales";

describe.each(testDrivers())("the sales acknowledgement's meeting link on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const send = async (meetingUrl?: string) => {
    const email = `meet-${randomBytes(4).toString("hex")}@acme.example`;
    const inquiry = {
      name: "Asha Rao",
      email,
      company: "Acme",
      team_size: "201-1000",
      message: "We need SSO for 300.",
    };
    await submitSalesInquiry(db(), inquiry, { ip: `198.51.100.${randomBytes(1)[0]}`, inbox: "sales@leadflow.example" });
    await drain(db(), emailHandlers(salesTemplates({ texts: repositoryMailTexts, meetingUrl })));
    return mailsTo(email)[0];
  };

  it("offers the meeting page when SALES_MEETING_URL is set, and nothing when it is not", async () => {
    expect(await send(MEETING)).toContain(`Book a meeting with our sales team: ${MEETING}`);
    expect(await send()).not.toContain("Book a meeting");
  });
});
