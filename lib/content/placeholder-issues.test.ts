import { contentFolder } from "@/testing/content-folder";
import { FAQ_FILE } from "./faq";
import { placeholderIssues } from "./placeholder-issues";

// A placeholder the site does not fill is named by the content check with its file and field; the known ones pass.

const faq = (answer: string) =>
  `headingTwo: FAQ\nheadingText: Answers.\ngroups:\n  - title: Billing\n    items:\n      - title: How do I cancel?\n        content: ${answer}\n`;

describe("placeholderIssues", () => {
  it("names an unknown placeholder with the file and the field, and lists the known ones", async () => {
    const issues = await placeholderIssues(contentFolder({ [FAQ_FILE]: faq("Write to {billingMail}.") }));
    expect(issues).toEqual([
      {
        file: FAQ_FILE,
        field: "groups #1 › items #1 › content",
        code: "unknown_placeholder",
        message: expect.stringContaining("{billingMail} is not something the site fills in: use {contactEmail}"),
      },
    ]);
  });

  it("passes the placeholders the site fills", async () => {
    expect(
      await placeholderIssues(contentFolder({ [FAQ_FILE]: faq("Write to {billingEmail} or {privacyEmail}.") })),
    ).toEqual([]);
  });
});
