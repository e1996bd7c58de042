/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { PlanCard } from "./plan-card";

jest.mock("@vercel/analytics", () => ({ track: jest.fn() }));
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ href, children, ...props }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: unknown }) => (
    <a href={href} {...{ ...props, prefetch: undefined }}>
      {children}
    </a>
  ),
}));

const usd = listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }).plans;
const inr = listCatalogPlans({ country_code: "IN", billing_cycle: "Monthly" }).plans;

describe("PlanCard for buyers", () => {
  it("says 'plus 18% GST' under INR prices only", () => {
    const { unmount } = render(<PlanCard plan={inr[1]} />);
    expect(screen.getByText("plus 18% GST")).toBeInTheDocument();
    unmount();
    render(<PlanCard plan={usd[1]} />);
    expect(screen.queryByText("plus 18% GST")).not.toBeInTheDocument();
  });

  it("leaves the free plan without a tax note", () => {
    render(<PlanCard plan={inr[0]} />);
    expect(screen.queryByText("plus 18% GST")).not.toBeInTheDocument();
  });
});

describe("the Enterprise card", () => {
  it("keeps 'Get Started' and adds a secondary 'Talk to sales' link; other cards do not", () => {
    const enterprise = usd.find((plan) => plan.plan_name === "Enterprise")!;
    const { unmount } = render(<PlanCard plan={enterprise} />);
    expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute(
      "href",
      `/signup?plan=${enterprise.id}&billing_cycle=Monthly`,
    );
    expect(screen.getByRole("link", { name: "Talk to sales" })).toHaveAttribute("href", "/talk-to-sales");
    unmount();
    render(<PlanCard plan={usd[2]} />);
    expect(screen.queryByRole("link", { name: "Talk to sales" })).not.toBeInTheDocument();
  });
});
