import { contentFolder } from "@/testing/content-folder";
import { FAQ_FILE, readFaq } from "./faq";
import { issuesOf } from "@/lib/platform/text/content-errors";

// The FAQ readers on small content folders, as Keystatic writes content/faq/*.yaml.

const faqYaml = (groups: string) =>
  `headingTwo: Frequently asked questions\nheadingText: Answers about plans.\ngroups:\n${groups}`;
const group = (title: string, ...items: [string, string][]) =>
  `  - title: ${title}\n    items:\n${items.map(([question, answer]) => `      - title: ${question}\n        content: ${answer}\n`).join("")}`;

describe("readFaq", () => {
  it("reads the topics in order, each with its anchor, and the flat list the API serves", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(
        group("Plans and billing", ["Which plans?", "Four."]) + group("AI suggestions", ["How?", "From history."]),
      ),
    });
    const { faq, groups } = await readFaq(root);
    expect(groups.map(({ id, title }) => [id, title])).toEqual([
      ["plans-and-billing", "Plans and billing"],
      ["ai-suggestions", "AI suggestions"],
    ]);
    expect(faq).toEqual({
      headingTwo: "Frequently asked questions",
      headingText: "Answers about plans.",
      faqData: [
        { title: "Which plans?", content: "Four." },
        { title: "How?", content: "From history." },
      ],
    });
  });

  it("refuses a question without an answer", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(group("Plans", ["Which plans?", "Four."], ["And the price?", '""'])),
    });
    expect(await issuesOf(() => readFaq(root))).toEqual([
      expect.objectContaining({ file: FAQ_FILE, field: "groups #1 › items #2 › content", code: "missing" }),
    ]);
  });

  it("refuses two topics that would share one anchor on /faq", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(group("Plans & billing", ["A?", "a"]) + group("Plans billing", ["B?", "b"])),
    });
    const issues = await issuesOf(() => readFaq(root));
    expect(issues).toEqual([
      expect.objectContaining({ file: FAQ_FILE, field: "groups #2 › title", code: "duplicate_slug" }),
    ]);
    expect(issues[0].message).toContain("/faq#plans-billing");
  });

  it("refuses a question asked twice", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(group("Plans", ["Which plans?", "Four."]) + group("More", ["Which plans?", "Still four."])),
    });
    expect(await issuesOf(() => readFaq(root))).toEqual([
      expect.objectContaining({ file: FAQ_FILE, code: "duplicate_slug" }),
    ]);
  });

  it("refuses a missing file", async () => {
    expect(await issuesOf(() => readFaq(contentFolder({})))).toEqual([
      expect.objectContaining({ file: FAQ_FILE, code: "missing" }),
    ]);
  });
});

describe("the pricing page's questions", () => {
  it("is the FAQ's questions ticked for the pricing page, in the FAQ's order, with the FAQ's answers", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(
        group("Plans", ["Card needed?", "No.\n        onPricingPage: true"], ["Which plans?", "Four."]) +
          group("Billing", ["Annual?", "Cheaper.\n        onPricingPage: true"]),
      ),
    });
    expect((await readFaq(root)).pricingQuestions).toEqual([
      { title: "Card needed?", content: "No." },
      { title: "Annual?", content: "Cheaper." },
    ]);
    // The FAQ page and its API answer carry no flag: the question is the same entry on both pages.
    expect((await readFaq(root)).faq.faqData[0]).toEqual({ title: "Card needed?", content: "No." });
  });

  it("fills the configured inboxes into an answer, as every content reader does", async () => {
    const root = contentFolder({
      [FAQ_FILE]: faqYaml(group("Billing", ["How do I cancel?", "Write to {billingEmail}, not {billingMail}."])),
    });
    const [question] = (await readFaq(root)).faq.faqData;
    expect(question.content).toMatch(/^Write to [^{}\s]+@[^{}\s]+, not \{billingMail\}\.$/);
  });
});
