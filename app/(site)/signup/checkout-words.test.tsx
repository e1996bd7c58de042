/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { TextDecoder, TextEncoder } from "node:util";
import { Checkout } from "@/components/signup/checkout";
import { checkoutWordsFor } from "@/components/signup/checkout-words";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { contentCopy } from "@/testing/content-copy";

// The payment step says what content/signup.yaml says: the signup page reads the file on the server and hands the
// words to the checkout as props (docs/editing.md). An edit of the file, read by the same reader, changes the step.

const FILE = "content/signup.yaml";

/** The signup page's words, read from the content folder `root` as the page reads them. */
async function wordsIn(root: string, modes: Modes) {
  // Keystatic's reader needs the encoders jsdom lacks: given before it is loaded.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { siteCopyReader } = await import("@/lib/content/site-copy");
  const { readInterfaceWords } = await import("@/lib/content/interface-words");
  const [signup, { signup: interfaceSignup }] = await Promise.all([
    siteCopyReader(root).read("signup"),
    readInterfaceWords(root),
  ]);
  return checkoutWordsFor(signup, modes, interfaceSignup);
}

/** The checkout as the signup page gives it its words, read from the content folder `root`. */
type Modes = Parameters<typeof checkoutWordsFor>[1];

async function renderCheckout(
  root: string,
  { modes = { stripe: "sandbox", razorpay: "sandbox" } as Modes, upgradeFrom = undefined as string | undefined } = {},
) {
  render(
    <Checkout
      clientId={1}
      plan={findCatalogPlan(3)!}
      customer={{ companyName: "Acme Traders", contactName: "Asha Rao", email: "asha@example.com", phone: "+1 555" }}
      detectedCountry="US"
      modes={modes}
      words={await wordsIn(root, modes)}
      upgradeFrom={upgradeFrom}
      onSuccess={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

it("shows the repository's words: today's order summary title and test-mode note", async () => {
  await renderCheckout(process.cwd());
  expect(screen.getByRole("region", { name: "Order summary" })).toBeInTheDocument();
  expect(screen.getByRole("note", { name: "Payment gateway" })).toHaveTextContent(
    "No money is taken: a test gateway stands in, and the card form below takes test cards only.",
  );
  expect(screen.getByRole("group", { name: "Billing details for your invoice" })).toBeInTheDocument();
});

it("shows an edit of content/signup.yaml", async () => {
  const copy = contentCopy();
  copy.edit(FILE, /^ {2}orderSummary: .+$/m, "  orderSummary: Your purchase, as edited in the CMS");
  copy.edit(FILE, /^ {2}testMode: >-\n(?: {4}.+\n)+/m, "  testMode: Test payments only, as edited in the CMS.\n");
  await renderCheckout(copy.root);
  expect(screen.getByRole("region", { name: "Your purchase, as edited in the CMS" })).toBeInTheDocument();
  expect(screen.getByRole("note", { name: "Payment gateway" })).toHaveTextContent(
    "Test payments only, as edited in the CMS.",
  );
});

it("sends the gateway box only the texts the configured modes can show", async () => {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { siteCopyReader } = await import("@/lib/content/site-copy");
  const { readInterfaceWords } = await import("@/lib/content/interface-words");
  const words = await siteCopyReader(process.cwd()).read("signup");
  const { signup } = await readInterfaceWords(process.cwd());
  const keys = (modes: Parameters<typeof checkoutWordsFor>[1]) =>
    Object.keys(checkoutWordsFor(words, modes, signup).gateway);
  expect(keys({ stripe: "sandbox", razorpay: "sandbox" })).toEqual(["testMode", "testModeIndia"]);
  expect(keys({ stripe: "live", razorpay: "off" })).toEqual(["stripe", "unavailable"]);
  expect(keys({ stripe: "live", razorpay: "live" })).toEqual(["stripe", "razorpay"]);
});

// content/interface-words.yaml: the help line and the step's sentence around the company's name are staff's too.
const INTERFACE = "content/interface-words.yaml";

it("shows the repository's interface words: the step's sentence and the help line", async () => {
  await renderCheckout(process.cwd(), { modes: { stripe: "off", razorpay: "off" } });
  expect(screen.getByText(/is created; your login details are e-mailed/)).toHaveTextContent(
    "Your account for Acme Traders is created; your login details are e-mailed once the payment is complete.",
  );
  expect(screen.getByTestId("help-links")).toHaveTextContent("Need a hand? Contact us or talk to sales.");
  expect(screen.getByRole("link", { name: "talk to sales" })).toHaveAttribute("href", "/talk-to-sales");
});

it("shows an edit of content/interface-words.yaml, its placeholders filled", async () => {
  const copy = contentCopy();
  copy.edit(
    INTERFACE,
    /^ {2}checkoutUpgrading: >-\n(?: {4}.+\n)+/m,
    "  checkoutUpgrading: '{companyName}: {fromPlan} becomes {planName}, {billingCycle}.'\n",
  );
  copy.edit(INTERFACE, /^ {2}needAHand: .+$/m, "  needAHand: Stuck? {talkToSales} or {contactUs}.");
  copy.edit(INTERFACE, /^ {2}talkToSales: .+$/m, "  talkToSales: Call sales");
  await renderCheckout(copy.root, { modes: { stripe: "off", razorpay: "off" }, upgradeFrom: "Starter" });
  expect(screen.getByText(/becomes/)).toHaveTextContent("Acme Traders: Starter becomes Professional, Monthly.");
  expect(screen.getByText("Acme Traders").tagName).toBe("STRONG");
  expect(screen.getByTestId("help-links")).toHaveTextContent("Stuck? Call sales or Contact us.");
  expect(screen.getByRole("link", { name: "Call sales" })).toHaveAttribute("href", "/talk-to-sales");
});
