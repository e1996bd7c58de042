import { listCatalogPlans } from "./catalog";
import { annualSavingsPercent, maxAnnualSavings } from "./savings";

describe("annual savings", () => {
  it("follows the product's formula and rounds to a whole percent", () => {
    expect(annualSavingsPercent(29, 290)).toBe(17); // 16.67
    expect(annualSavingsPercent(10, 100)).toBe(17);
    expect(annualSavingsPercent(10, 90)).toBe(25);
    expect(annualSavingsPercent(49.99, 479.9)).toBe(20); // 19.99
    expect(annualSavingsPercent(100, 1194)).toBe(1); // 0.5 rounds up
  });

  it("is 0 when either price is 0, and never claims a saving the yearly price does not give", () => {
    expect(annualSavingsPercent(0, 290)).toBe(0);
    expect(annualSavingsPercent(29, 0)).toBe(0);
    expect(annualSavingsPercent(29, 348)).toBe(0);
    expect(annualSavingsPercent(29, 400)).toBeLessThan(0);
  });

  it("takes the largest saving over the plans offered in both cycles", () => {
    const monthly = listCatalogPlans({ billing_cycle: "Monthly" }).plans;
    const yearly = listCatalogPlans({ billing_cycle: "Yearly" }).plans;
    expect(maxAnnualSavings(monthly, yearly)).toBe(17);
    const cheaperEnterprise = yearly.map((plan) => (plan.plan_name === "Enterprise" ? { ...plan, price: 2392 } : plan));
    expect(maxAnnualSavings(monthly, cheaperEnterprise)).toBe(33);
    expect(maxAnnualSavings(monthly.slice(0, 1), yearly.slice(0, 1))).toBe(0);
  });
});
