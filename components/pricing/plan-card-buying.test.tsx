/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { listCatalogPlans } from "@/lib/plans/catalog";
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
