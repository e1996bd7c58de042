/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { Checkout } from "./checkout";
import { flowWords } from "./flow-words.fixture";
import type { CheckoutWords } from "./checkout-words";

const customer = {
  companyName: "Acme Traders",
  contactName: "Asha Rao",
  email: "asha@example.com",
  phone: "+91 98765 43210",
};
const modes = { stripe: "sandbox", razorpay: "sandbox" } as const;
// The server page reads these from content/signup.yaml (app/(site)/signup/checkout-words.test.tsx holds it to the
// file); here they only have to be there.
const words: CheckoutWords = {
  checkout: {
    planChoice: "Plan or cycle",
    billing: "Invoice details",
    billingIndia: "Tax invoice details",
    orderSummary: "Your order so far",
    testCardNote: "Test cards only.",
  },
  gateway: {
    stripe: "By card.",
    razorpay: "In rupees.",
    testMode: "No money is taken.",
    testModeIndia: "Priced in rupees.",
    unavailable: "Payment is off.",
  },
  signup: flowWords,
};

function renderCheckout(planId: number, detectedCountry: string, locale?: string, shownWords = words) {
  render(
    <Checkout
      clientId={1}
      plan={findCatalogPlan(planId)!}
      customer={customer}
      detectedCountry={detectedCountry}
      locale={locale}
      modes={modes}
      words={shownWords}
      onSuccess={() => undefined}
      onCancel={() => undefined}
    />,
  );
}

describe("Checkout", () => {
  it("offers a person to ask when online payment is off, and under every error", async () => {
    render(
      <Checkout
        clientId={1}
        plan={findCatalogPlan(3)!}
        customer={customer}
        detectedCountry="US"
        modes={{ stripe: "off", razorpay: "off" }}
        words={words}
        onSuccess={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact-page");
    expect(screen.getByRole("link", { name: "talk to sales" })).toHaveAttribute("href", "/talk-to-sales");
  });

  it("puts the contact links under a card error", async () => {
    renderCheckout(3, "US");
    await userEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByTestId("help-links")).toHaveTextContent("Need a hand? Contact us or talk to sales.");
  });

  it("prices an India annual order in paise: IGST ₹14,398.20 and 'Pay ₹94,388.20'", async () => {
    renderCheckout(15, "IN"); // Professional, Yearly, INR
    const order = screen.getByTestId("checkout-order");
    expect(within(order).getByText("Per month")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-order-annual")).toHaveTextContent(
      "₹6,665.83/mo, billed ₹79,990 yearly, save ₹15,998",
    );
    expect(screen.getByTestId("checkout-order-total")).toHaveTextContent("₹94,388.20");
    expect(screen.getByRole("button", { name: "Pay ₹94,388.20" })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Billing state"), "27");
    expect(within(order).getByText("IGST (18%)")).toBeInTheDocument();
    expect(within(order).getByText("₹14,398.20")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Billing state"), "29");
    expect(within(order).getByText("CGST (9%)")).toBeInTheDocument();
    expect(within(order).getAllByText("₹7,199.10")).toHaveLength(2);
  });

  it("shows a US annual order with its monthly equivalent and the amount on the Pay button", () => {
    renderCheckout(7, "US"); // Professional, Yearly, USD
    expect(screen.getByTestId("checkout-order-annual")).toHaveTextContent("$82.50/mo, billed $990 yearly, save $198");
    expect(screen.getByRole("button", { name: "Pay $990.00" })).toBeInTheDocument();
  });

  it("a de-DE visitor's country list starts with Germany, names every ISO country in German, and asks for a VAT number", async () => {
    renderCheckout(3, "DE", "de-DE");
    const country = screen.getByLabelText<HTMLSelectElement>("Country");
    expect(country).toHaveValue("DE");
    expect(country.options).toHaveLength(249);
    expect(within(country).getByRole("option", { name: "Deutschland" })).toBeInTheDocument();
    expect(within(country).queryByRole("option", { name: /Europäische Union|European Union/ })).toBeNull();
    await userEvent.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await userEvent.type(screen.getByLabelText("Expiry (MM/YY)"), "12/30");
    await userEvent.type(screen.getByLabelText("CVC"), "123");
    // A business number makes the address required.
    await userEvent.type(screen.getByLabelText(/^VAT number/), "DE12345");
    await userEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Address is required");
    await userEvent.type(screen.getByLabelText("Address"), "Friedrichstraße 10");
    await userEvent.type(screen.getByLabelText("City"), "Berlin");
    await userEvent.type(screen.getByLabelText("Postal code"), "10117");
    await userEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("This is not a valid VAT number for DE");
  });

  it("asks an Australian business for its ABN and a state", async () => {
    renderCheckout(3, "AU");
    expect(screen.getByLabelText(/^ABN/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^State or region/)).toBeInTheDocument();
  });
});

describe("the checkout's address labels never lie", () => {
  beforeEach(() => window.sessionStorage.clear()); // the checkout keeps what was typed per registration
  async function fillCard() {
    await userEvent.type(screen.getByLabelText("Card number"), "4242 4242 4242 4242");
    await userEvent.type(screen.getByLabelText("Expiry (MM/YY)"), "12/30");
    await userEvent.type(screen.getByLabelText("CVC"), "123");
  }

  it.each(["US", "IN"])(
    "%s: a postal code alone is accepted; no part marked optional is reported required",
    async (country) => {
      renderCheckout(country === "IN" ? 10 : 3, country);
      expect(screen.getByText(/^Optional: fill in any part you want printed on your invoice/)).toBeInTheDocument();
      if (country === "IN") await userEvent.selectOptions(screen.getByLabelText("Billing state"), "29");
      await fillCard();
      await userEvent.type(screen.getByLabelText("Postal code (optional)"), country === "IN" ? "560001" : "73301");
      await userEvent.click(screen.getByRole("button", { name: /^Pay/ }));
      // The payment is attempted (no server here, so it fails to reach one) instead of stopping at the address.
      await screen.findByRole("alert");
      for (const label of ["Address (optional)", "City (optional)", "Postal code (optional)"])
        expect(screen.getByLabelText(label)).not.toHaveAttribute("aria-invalid");
      expect(screen.queryByText(/is required/)).toBeNull();
    },
  );

  it("Germany: the VAT number and the address are asked for as required, said before typing", async () => {
    renderCheckout(3, "DE");
    expect(screen.getByText(/^Your invoice names your business at this address/)).toBeInTheDocument();
    expect(screen.getByLabelText("VAT number")).toBeInTheDocument();
    expect(screen.getByLabelText("Address")).toBeInTheDocument();
    expect(screen.queryByText("(optional)")).toBeNull();
    expect(screen.getByText(/We sell to businesses only in the EU/)).toBeInTheDocument();
    await fillCard();
    await userEvent.type(screen.getByLabelText("Postal code"), "10115");
    await userEvent.click(screen.getByRole("button", { name: /^Pay/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Address is required");
    expect(screen.getByLabelText("VAT number")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the billing name's length while typing rather than cutting it", async () => {
    renderCheckout(3, "US");
    expect(screen.getByText("12 of 120 characters")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Billing name"), " Ltd");
    expect(screen.getByText("16 of 120 characters")).toBeInTheDocument();
  });
});

describe("renewal before the money", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    jest.useFakeTimers({ now: new Date("2026-01-31T10:00:00Z") });
  });
  afterEach(() => jest.useRealTimers());

  it("says when and at what the plan renews, above Pay, with the Terms", () => {
    renderCheckout(3, "US"); // Professional, Monthly, USD
    const note = screen.getByTestId("checkout-renewal");
    expect(note).toHaveTextContent(
      "Renews automatically on 28 February 2026 (UTC) at $99.00 per month until you cancel. Terms of Service",
    );
    expect(within(note).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  });

  it("an Indian yearly order renews at its total with GST, dated in India", () => {
    renderCheckout(15, "IN");
    expect(screen.getByTestId("checkout-renewal")).toHaveTextContent(
      "Renews automatically on 31 January 2027 (India time) at ₹94,388.20 per year until you cancel.",
    );
  });
});

describe("the billing notes are staff's words (content/interface-words.yaml)", () => {
  const edited: CheckoutWords = {
    ...words,
    signup: {
      ...flowWords,
      billingAddressRequired: "Edited: {parts} with the {number}.",
      billingAddressOptional: "Edited optional: {parts}, {number}.",
      billingAddressParts: "street, town",
      billingAddressPartsPostal: "street, town, code",
      billingGstinHint: "Edited GSTIN hint.",
      billingTaxIdEu: "Edited EU hint, e.g. {example}.",
      billingTaxIdReverseCharge: "Edited hint, e.g. {example}, {tax}.",
      billingTaxIdOther: "Edited other hint.",
      billingStateChoose: "Edited: pick a state",
    },
  };
  it.each([
    ["DE", ["Edited: street, town, code with the VAT number.", "Edited EU hint, e.g. DE123456789."]],
    ["GB", ["Edited optional: street, town, code, VAT number.", "Edited hint, e.g. GB999999973, VAT."]],
    ["AU", ["Edited optional: street, town, code, ABN.", "Edited hint, e.g. 51 824 753 556, GST."]],
    ["US", ["Edited optional: street, town, code, Tax ID.", "Edited other hint."]],
    ["IN", ["Edited optional: street, town, code, GSTIN.", "Edited GSTIN hint.", "Edited: pick a state"]],
  ])("%s", (country, texts) => {
    renderCheckout(country === "IN" ? 10 : 3, country, undefined, edited);
    for (const text of texts) expect(screen.getByText(text)).toBeInTheDocument();
  });
});
