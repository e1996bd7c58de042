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

/** The checkout as the signup page gives it its words, read from the content folder `root`. */
async function renderCheckout(root: string) {
  // Keystatic's reader needs the encoders jsdom lacks: given before it is loaded.
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  const { siteCopyReader } = await import("@/lib/content/site-copy");
  const { checkout, gateway } = await siteCopyReader(root).read("signup");
  render(
    <Checkout
      clientId={1}
      plan={findCatalogPlan(3)!}
      customer={{ companyName: "Acme Traders", contactName: "Asha Rao", email: "asha@example.com", phone: "+1 555" }}
      detectedCountry="US"
      modes={{ stripe: "sandbox", razorpay: "sandbox" }}
      words={{ checkout, gateway }}
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
  const words = await siteCopyReader(process.cwd()).read("signup");
  const keys = (modes: Parameters<typeof checkoutWordsFor>[1]) => Object.keys(checkoutWordsFor(words, modes).gateway);
  expect(keys({ stripe: "sandbox", razorpay: "sandbox" })).toEqual(["testMode", "testModeIndia"]);
  expect(keys({ stripe: "live", razorpay: "off" })).toEqual(["stripe", "unavailable"]);
  expect(keys({ stripe: "live", razorpay: "live" })).toEqual(["stripe", "razorpay"]);
});
