import { annualPriceNote, billingPeriodLabel, formatMinorMoney, formatMoney, formatPlanPrice } from "./format";

describe("plan price formatting", () => {
  it.each([
    [0, "USD", "Free"],
    [29, "USD", "$29"],
    [49.99, "USD", "$49.99"],
    [49.5, "USD", "$49.50"],
    [2990, "USD", "$2,990"],
    [2399, "INR", "₹2,399"],
    [249990, "INR", "₹2,49,990"],
    [14398.2, "INR", "₹14,398.20"],
    [12.345, "USD", "$12.35"],
    [3000, "JPY", "¥3,000"],
  ])("%s %s → %s", (price, currency, expected) => {
    expect(formatPlanPrice(price, currency)).toBe(expected);
  });

  it("labels Yearly per year and anything else per month", () => {
    expect(billingPeriodLabel("Yearly")).toBe("/year");
    expect(billingPeriodLabel("Monthly")).toBe("/month");
    expect(billingPeriodLabel(undefined)).toBe("/month");
  });
});

describe("order amounts", () => {
  it("always carry the currency's own decimals", () => {
    expect(formatMinorMoney(1_439_820, "INR")).toBe("₹14,398.20");
    expect(formatMinorMoney(9_438_820, "INR")).toBe("₹94,388.20");
    expect(formatMinorMoney(719_910, "INR")).toBe("₹7,199.10");
    expect(formatMinorMoney(9_900, "USD")).toBe("$99.00");
    expect(formatMoney(3000, "JPY")).toBe("¥3,000");
    expect(formatMinorMoney(3000, "JPY")).toBe("¥3,000");
  });
});

describe("annual price note", () => {
  it("gives the monthly equivalent, the yearly bill and the saving", () => {
    expect(annualPriceNote(990, 99, "USD")).toBe("$82.50/mo, billed $990 yearly, save $198");
    expect(annualPriceNote(23990, 2399, "INR")).toBe("₹1,999.17/mo, billed ₹23,990 yearly, save ₹4,798");
    expect(annualPriceNote(1200, 100, "USD")).toBe("$100/mo, billed $1,200 yearly");
  });
});
