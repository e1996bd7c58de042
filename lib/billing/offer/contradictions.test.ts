import { offerContradictions, sentencesOf, type OfferContext } from "./contradictions";

// Each statement a buyer found contradicting another page (docs/buying.md, "One fact, one place") is named, with the
// fact it breaks; the statements that replaced them pass.

const context: OfferContext = {
  appsAvailable: false,
  inboxes: {
    support: "hello@leadflow.example",
    billing: "billing@leadflow.example",
    privacy: "privacy@leadflow.example",
  },
};
const codes = (text: string, given = context) => offerContradictions(text, given).map((found) => found.code);

describe("offerContradictions", () => {
  it.each([
    ["Nothing stops working. Admins are told when the team nears a limit.", "token_limit"],
    ["Each suggestion uses AI tokens from your plan's monthly allowance.", "token_period"],
    ["Enterprise: 1,200,000 AI tokens/month.", "token_figure"],
    ["Starter: 10,000 AI tokens/year.", "token_figure"],
    [
      "Downgrades and cancellations apply at the end of the current billing period, and you keep your data for 30 days after.",
      "cancellation",
    ],
    ["When an account is closed, we keep its data for 90 days.", "closed_account_retention"],
    ["Start free, then pay only for the seats and AI suggestions your team uses.", "pricing_model"],
    ["Reminds your team of every follow-up, on the web and on the phone in their pocket.", "apps_availability"],
    [
      "How do I get my data deleted? Send a request through our contact page or to privacy@leadflow.example.",
      "deletion_channel",
    ],
    ["Cancel by writing to hello@leadflow.example.", "inbox_role"],
    ["Ask for your personal data to be deleted at hello@leadflow.example.", "inbox_role"],
    ["We offer a 30-day money-back guarantee: a full refund, no questions asked.", "refund_window"],
    ["Tell us within 14 days and we will refund the charge.", "refund_window"],
    ["Plans do not renew automatically.", "renewal"],
  ])("names %j", (sentence, code) => {
    expect(codes(sentence)).toEqual([code]);
  });

  it.each([
    "When they run out, AI suggestions pause until your next billing period starts; everything else keeps working.",
    "Each suggestion uses AI tokens from your plan's allowance for the billing period (a month, or the whole year on an annual plan).",
    "Enterprise: 1,000,000 AI tokens/month. Annually: 12,000,000 AI tokens/year.",
    "Free: 1 user and 1,000 AI tokens per month.",
    "Cancelling stops the next renewal; then the account moves to the Free plan and keeps its data.",
    "When an account is closed, we keep its data for 30 days so that it can be exported.",
    "Start free, then choose the plan that fits your team: one flat price for its users and AI tokens.",
    "Coming soon: the LeadFlow app for Android and iOS will put every lead in your pocket.",
    "Use the request form on our Data Deletion page or write to privacy@leadflow.example.",
    "Cancel by writing to billing@leadflow.example.",
    "If you are charged in error, tell us within 60 days and we will refund the charge.",
    "Renews automatically on 29 December 2026 at $99.00 per month until you cancel.",
    "Questions about these Terms: legal@leadflow.example.",
  ])("passes %j", (sentence) => {
    expect(codes(sentence)).toEqual([]);
  });

  it("holds the apps to the store listings: once listed, the pocket is true", () => {
    expect(codes("Every lead on the phone in your pocket.", { ...context, appsAvailable: true })).toEqual([]);
  });

  it("reads the configured inboxes, not a spelling of ours", () => {
    const configured = { ...context, inboxes: { ...context.inboxes, billing: "accounts@acme.example" } };
    expect(codes("Cancel by writing to billing@leadflow.example.", configured)).toEqual(["inbox_role"]);
    expect(codes("Cancel by writing to accounts@acme.example.", configured)).toEqual([]);
  });

  it("splits sentences after full stops and at line ends, and keeps the contradicting one whole", () => {
    expect(sentencesOf("One. Two!\nThree?  Four")).toEqual(["One.", "Two!", "Three?", "Four"]);
    expect(offerContradictions("Fine. Nothing stops working.", context)).toEqual([
      expect.objectContaining({ sentence: "Nothing stops working.", fact: expect.stringContaining("pause") }),
    ]);
  });
});
