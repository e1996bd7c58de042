import { contentCopy } from "@/testing/content-copy";
import { ContentError } from "../platform/text/content-errors";
import { contentIssues } from "./check";
import { siteCopy, siteCopyReader } from "./site-copy";
import type { SiteCopyName } from "./site-copy-schema";

// The words of the signup and payment step, /pricing, the FAQ's links, the 404 page and a few headings elsewhere,
// moved out of the components into content files (docs/editing.md): the readers give today's texts, and refuse an
// emptied one with its file and field, as the content check reports it.

const NOW = new Date("2026-11-27T12:00:00Z");

describe("the pages' words in the repository", () => {
  it("are today's texts", async () => {
    const signup = await siteCopy.read("signup");
    expect(signup.intro).toBe(
      "Register your company to start capturing, assigning and converting leads with your whole sales team.",
    );
    expect(signup.benefits).toHaveLength(3);
    expect(signup.checkout.orderSummary).toBe("Order summary");
    expect(signup.gateway.razorpay).toBe(
      "You pay in Indian rupees (INR) through Razorpay: cards, UPI, net banking and wallets.",
    );
    const pricing = await siteCopy.read("pricingPage");
    expect(pricing.compare).toMatchObject({ heading: "Compare plans", text: "Every plan side by side." });
    expect(pricing.compare.aiTokens).toBe("AI tokens per month");
    expect(pricing.questionsHeading).toBe("Pricing questions");
    const faq = await siteCopy.read("faqWords");
    expect(faq.seeAll).toBe("See all frequently asked questions");
    expect(faq.stillHaveQuestions.heading).toBe("Still have questions?");
    expect((await siteCopy.read("errorPages")).notFound).toEqual({
      title: "Page not found",
      text: "The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.",
    });
    expect((await siteCopy.read("about")).cta).toMatchObject({ start: "Start free", contact: "Talk to our team" });
    expect(await siteCopy.read("contact")).toMatchObject({
      formHeading: "Send us a message",
      mapHeading: "Our office on the map",
    });
    const download = await siteCopy.read("download");
    expect(download.listed.title).toBe("Get the LeadFlow app");
    expect(download.comingSoon.title).toBe("The LeadFlow app is coming soon");
  });
});

/** One text emptied in each file, as the editor would save it if it allowed that, or a hand edit. */
const EMPTIED: { name: SiteCopyName; file: string; from: RegExp; to: string; field: string }[] = [
  {
    name: "signup",
    file: "content/signup.yaml",
    from: /^ {2}orderSummary: .+$/m,
    to: "  orderSummary: ''",
    field: "checkout › orderSummary",
  },
  {
    name: "pricingPage",
    file: "content/pricing-page.yaml",
    from: /^questionsHeading: .+$/m,
    to: "questionsHeading: ' '",
    field: "questionsHeading",
  },
  {
    name: "faqWords",
    file: "content/faq-words.yaml",
    from: /^ {2}heading: .+$/m,
    to: "  heading: ''",
    field: "stillHaveQuestions › heading",
  },
  {
    name: "errorPages",
    file: "content/error-pages.yaml",
    from: /^ {2}text: >-\n(?: {4}.+\n)+/m,
    to: "  text: ''\n",
    field: "notFound › text",
  },
  {
    name: "download",
    file: "content/download.yaml",
    from: /^onComputer: .+$/m,
    to: "onComputer: ''",
    field: "onComputer",
  },
  {
    name: "contact",
    file: "content/contact.yaml",
    from: /^formHeading: .+$/m,
    to: "formHeading: ''",
    field: "formHeading",
  },
];

describe("an emptied text", () => {
  it.each(EMPTIED)("in $file is refused by its reader, naming the field", async ({ name, file, from, to, field }) => {
    const copy = contentCopy();
    copy.edit(file, from, to);
    const error = await siteCopyReader(copy.root)
      .read(name)
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).issues).toEqual([
      // Keystatic's own check words it ("Text must not be empty"); a blank that passes it, the schema ("is empty…").
      expect.objectContaining({ file, field, message: expect.stringMatching(/must not be empty|is empty/) }),
    ]);
  });

  it("is reported by the content check with its file and field, each once", async () => {
    const copy = contentCopy();
    for (const { file, from, to } of EMPTIED) copy.edit(file, from, to);
    const issues = await contentIssues(copy.root, { now: NOW });
    expect(issues.map(({ file, field }) => `${file}, ${field}`).sort()).toEqual(
      EMPTIED.map(({ file, field }) => `${file}, ${field}`).sort(),
    );
    for (const issue of issues) expect(issue.message).toMatch(/must not be empty|is empty/);
  });
});
