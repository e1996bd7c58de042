import { billingPeriodLabel, formatPlanPrice } from "./format";

describe("plan price formatting", () => {
  it.each([
    [0, "USD", "Free"],
    [29, "USD", "$29"],
    [49.99, "USD", "$49.99"],
    [49.5, "USD", "$49.5"],
    [2990, "USD", "$2,990"],
    [2399, "INR", "₹2,399"],
    [249990, "INR", "₹2,49,990"],
    [12.345, "USD", "$12.35"],
  ])("%s %s → %s", (price, currency, expected) => {
    expect(formatPlanPrice(price, currency)).toBe(expected);
  });

  it("labels Yearly per year and anything else per month", () => {
    expect(billingPeriodLabel("Yearly")).toBe("/year");
    expect(billingPeriodLabel("Monthly")).toBe("/month");
    expect(billingPeriodLabel(undefined)).toBe("/month");
  });
});
