/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { track } from "@vercel/analytics";
import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { PlanCard } from "./plan-card";

// The analytics script cannot load off Vercel; what matters here is that the card reports the event.
jest.mock("@vercel/analytics", () => ({ track: jest.fn() }));
// A plain anchor stands in for Link (no App Router here); `prefetch` is Link's own prop, not an attribute.
jest.mock("next/link", () => ({
  __esModule: true,
  default: ({
    href,
    onClick,
    children,
    prefetch,
    ...props
  }: React.AnchorHTMLAttributes<HTMLAnchorElement> & { prefetch?: unknown }) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      data-prefetch={String(prefetch)}
    >
      {children}
    </a>
  ),
}));

const [free, starter, professional, enterprise] = listCatalogPlans({ billing_cycle: "Yearly" }).plans;

describe("PlanCard", () => {
  it("reports 'Pricing/Plan Selected' with the plan when its button is used", async () => {
    render(<PlanCard plan={starter} />);
    const button = screen.getByRole("link", { name: /Get Started/ });
    expect(button).toHaveAttribute("href", "/signup?plan=6&billing_cycle=Yearly");
    expect(button).toHaveAttribute("data-prefetch", "false"); // not on sight
    await userEvent.click(button);
    expect(button).toHaveAttribute("data-prefetch", "null"); // Next's default once the pointer is over it
    expect(track).toHaveBeenCalledWith("Pricing/Plan Selected", {
      plan: "Starter",
      price: 290,
      currency: "USD",
      billing_cycle: "Yearly",
    });
  });

  it("shows Free and Start Free for a zero price, and the default features when a plan has none", () => {
    render(<PlanCard plan={free} />);
    expect(screen.getByText("Free", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Start Free/ })).toBeInTheDocument();
    expect(screen.getByText("12,000 AI tokens/year")).toBeInTheDocument(); // twelve months of the 1,000 a month
    expect(screen.getByText("Email Support")).toBeInTheDocument();
  });

  it("badges pro and enterprise plans and prices per year", () => {
    const { rerender } = render(<PlanCard plan={professional} />);
    expect(screen.getByText("Most Popular")).toBeInTheDocument();
    expect(screen.getByText("/year")).toBeInTheDocument();
    rerender(<PlanCard plan={enterprise} />);
    expect(screen.getByText("Best Value")).toBeInTheDocument();
    expect(screen.getByText("$2,990")).toBeInTheDocument();
  });
});
