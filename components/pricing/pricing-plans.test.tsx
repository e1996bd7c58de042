/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { PricingPlans } from "./pricing-plans";

jest.mock("@vercel/analytics", () => ({ track: jest.fn() }));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: unknown }) => (
    <a href={href} {...{ ...props, prefetch: undefined }}>
      {children}
    </a>
  ),
}));

const plans = {
  Monthly: listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }),
  Yearly: listCatalogPlans({ country_code: "US", billing_cycle: "Yearly" }),
};

// Which cycle shows is CSS's work (the radio inputs, e2e/pricing.spec.ts checks it in a browser, with and without
// JavaScript); here: what the server sends for it.
describe("PricingPlans", () => {
  it("sends both cycles' cards with the page, Monthly first, and a Billing cycle radio group with Monthly chosen", () => {
    render(<PricingPlans plans={plans} />);
    const group = screen.getByRole("group", { name: "Billing cycle" });
    expect(within(group).getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Annually" })).not.toBeChecked();
    const links = screen
      .getAllByRole("link", { name: /Start Free|Get Started/ })
      .map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      ...plans.Monthly.plans.map((plan) => `/signup?plan=${plan.id}&billing_cycle=Monthly`),
      ...plans.Yearly.plans.map((plan) => `/signup?plan=${plan.id}&billing_cycle=Yearly`),
    ]);
    expect(screen.getByText("Save Up To 17%")).toBeInTheDocument();
  });

  it("is a server component: no hooks, so it renders as a plain function call", () => {
    expect(() => PricingPlans({ plans })).not.toThrow();
  });
});
