import { contentCopy } from "@/testing/content-copy";
import { contentIssues } from "./check";
import { INTERFACE_WORDS_FILE, readInterfaceWords } from "./interface-words";
import { fillWords, wordParts } from "@/lib/site/words";

// content/interface-words.yaml: the words on the pages that are staff's (docs/editing.md). The reader checks every
// field and each field's placeholders; the content check names a broken one with file and field.

const NOW = new Date("2026-11-27T12:00:00Z");
const FILE = "content/interface-words.yaml";

it("reads the repository's file: today's wording", async () => {
  const words = await readInterfaceWords(process.cwd());
  expect(INTERFACE_WORDS_FILE).toBe(FILE);
  expect(words.faqPage.title).toBe("Frequently Asked Questions");
  expect(words.signup.orderCaption).toBe("Your order");
  expect(words.contact.showMap).toBe("Show the map");
  expect(words.signup.checkoutNewAccount).toBe(
    "Your account for {companyName} is created; your login details are e-mailed once the payment is complete.",
  );
});

it("holds the words that were written in the components, as they were (issue 46)", async () => {
  const words = await readInterfaceWords(process.cwd());
  expect(words.everyPage).toMatchObject({ skipToContent: "Skip to content", menuButton: "Menu", region: "Region" });
  expect(words.signup).toMatchObject({
    registerAnother: "Register a different company instead",
    formIntro: "Get started: it takes about a minute.",
    upgradeSuccessful: "Upgrade Successful!",
    resendButton: "Resend e-mail",
    gatewayBox: "Payment gateway",
  });
  expect(words.signup.planChange).toMatch(/Its details stay as registered\.$/);
  expect(words.legal).toMatchObject({ onThisPage: "On this page", otherDocuments: "Other legal documents" });
  expect(words.blog).toMatchObject({
    allPosts: "All posts",
    searchPosts: "Search posts",
    leaveComment: "Leave a comment",
    byAuthor: "By {author}",
  });
  expect(words.careers.step).toBe("Step {step}");
  expect(words.home).toMatchObject({ reviewStars: "Rated {rating} out of 5", workStep: "Step {step}:" });
  expect(words.pricing.comparisonTable).toBe("Plan comparison table");
  expect(words.signIn).toMatchObject({ newHere: "New to LeadFlow? {signUp}", backToSignIn: "Back to sign in" });
  // The last ones, moved after docs/editing.md listed them as "Not moved yet".
  expect(words.everyPage).toMatchObject({ trailHome: "Home", trail: "Breadcrumb" });
  expect(words.home.storeComingSoon).toBe("Coming soon");
  expect(words.signup).toMatchObject({
    formHeading: "Sign Up",
    phoneHint: "Include your country code, e.g. {prefix}",
    phoneRead: "Phone number read as {phone}",
    planBillingCycle: "Billing cycle:",
    planUsers: "Users:",
    planAiTokens: "AI tokens:",
    cardFormLoading: "Loading the secure payment form…",
    completing: "Please wait while we set up your account...",
    credentialsSent: "Your login credentials and activation details have been sent to {email}.",
  });
  expect(words.signup.noScript).toMatch(/^Registration needs JavaScript\. .+ to create your account\.$/);
  expect(words.contact).toMatchObject({ email: "Email", phone: "Phone", office: "Office" });
  expect(words.contact.messagesOpenSoon).toBe("Messages open soon: please e-mail us at {emailLink}");
  expect(words.dataDeletion).toMatchObject({
    requestHeading: "Request data deletion",
    statusTitle: "Data deletion request status",
    confirmQuestion: "Confirm request {reference} for {email}: {scope}?",
    backToPolicy: "Back to the Data Deletion Policy",
  });
  expect(words.newsletter).toMatchObject({
    confirmQuestion: "Add {email} to {listName}?",
    unsubscribeQuestion: "Stop e-mails from {listName} to {email}?",
  });
});

it("refuses an emptied field, naming file and field", async () => {
  const copy = contentCopy();
  copy.edit(FILE, /^ {2}showMap: .+$/m, "  showMap: ''");
  await expect(readInterfaceWords(copy.root)).rejects.toMatchObject({
    issues: [expect.objectContaining({ file: FILE, field: "contact › showMap" })],
  });
  const issues = await contentIssues(copy.root, { now: NOW });
  expect(issues).toEqual([expect.objectContaining({ file: FILE, field: "contact › showMap" })]);
});

it("names an unknown and a missing placeholder in the content check, with file and field", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "Upgrading {companyName} from the {fromPlan} plan", "Upgrading {company} from the {fromPlan} plan");
  copy.edit(FILE, "Map of {address}", "Map of the office {planName}");
  const issues = await contentIssues(copy.root, { now: NOW });
  expect(issues).toEqual(
    expect.arrayContaining([
      {
        file: FILE,
        field: "signup › checkoutUpgrading",
        code: "unknown_placeholder",
        message:
          "{company} is not a placeholder of this text: use {companyName}, {fromPlan}, {planName}, {billingCycle}",
      },
      {
        file: FILE,
        field: "signup › checkoutUpgrading",
        code: "missing_placeholder",
        message: "The text must have {companyName}: the site puts it there",
      },
      expect.objectContaining({ field: "contact › mapTitle", code: "unknown_placeholder" }),
      expect.objectContaining({ field: "contact › mapTitle", code: "missing_placeholder" }),
    ]),
  );
  // Reported once, by this file's own check, not again by the offer placeholders' generic one.
  expect(issues.filter((issue) => issue.code === "unknown_placeholder")).toHaveLength(2);
});

it("names an unknown placeholder in the words moved from the components, and the one it lacks", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "byAuthor: By {author}", "byAuthor: By {writer}");
  copy.edit(FILE, "reviewStars: Rated {rating} out of 5", "reviewStars: Rated {rating} out of {stars}");
  copy.edit(FILE, "Confirm request {reference} for {email}", "Confirm request {reference} for {address}");
  const issues = await contentIssues(copy.root, { now: NOW });
  expect(issues).toEqual([
    {
      file: FILE,
      field: "home › reviewStars",
      code: "unknown_placeholder",
      message: "{stars} is not a placeholder of this text: use {rating}",
    },
    {
      file: FILE,
      field: "dataDeletion › confirmQuestion",
      code: "unknown_placeholder",
      message: "{address} is not a placeholder of this text: use {reference}, {email}, {scope}",
    },
    {
      file: FILE,
      field: "dataDeletion › confirmQuestion",
      code: "missing_placeholder",
      message: "The text must have {email}: the site puts it there",
    },
    {
      file: FILE,
      field: "blog › byAuthor",
      code: "unknown_placeholder",
      message: "{writer} is not a placeholder of this text: use {author}",
    },
    {
      file: FILE,
      field: "blog › byAuthor",
      code: "missing_placeholder",
      message: "The text must have {author}: the site puts it there",
    },
  ]);
});

it("accepts an inbox placeholder the site fills in every text", async () => {
  const copy = contentCopy();
  copy.edit(FILE, "Your payment was successful.", "Your payment was successful. Questions? {billingEmail}");
  expect(await contentIssues(copy.root, { now: NOW })).toEqual([]);
});

describe("the placeholder helper", () => {
  const text = "Upgrading {companyName} from the {fromPlan} plan to {planName}." as const;

  it("fills each placeholder with its value", () => {
    expect(fillWords(text, { companyName: "Acme", fromPlan: "Free", planName: "Pro" })).toBe(
      "Upgrading Acme from the Free plan to Pro.",
    );
  });

  it("splits a text around values of any kind, for a component to render", () => {
    const bold = { bold: "Acme" };
    expect(wordParts("{companyName} is registered.", { companyName: bold })).toEqual([bold, " is registered."]);
    expect(wordParts("Need a hand? {a} or {b}.", { a: 1, b: 2 })).toEqual(["Need a hand? ", 1, " or ", 2, "."]);
  });
});
