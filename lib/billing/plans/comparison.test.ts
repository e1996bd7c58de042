import { listCatalogPlans } from "./catalog";
import { comparisonRows } from "./comparison";

describe("plan comparison", () => {
  const plans = listCatalogPlans({ billing_cycle: "Monthly" }).plans;
  const rows = comparisonRows(plans);
  const row = (feature: string) => rows.find((item) => item.feature === feature)?.included;

  it("expands 'Everything in …' into the inherited features", () => {
    expect(row("Round-robin lead assignment")).toEqual([false, true, true, true]);
    expect(row("AI lead suggestions and scoring")).toEqual([false, false, true, true]);
    expect(row("Dedicated Account Manager")).toEqual([false, false, false, true]);
    expect(rows.some((item) => item.feature.startsWith("Everything in"))).toBe(false);
  });

  it("leaves users and tokens to their own rows and lists each feature once", () => {
    expect(rows.some((item) => /users|AI tokens/.test(item.feature))).toBe(false);
    expect(new Set(rows.map((item) => item.feature)).size).toBe(rows.length);
    expect(row("Dashboard Analytics")).toEqual([true, true, true, true]);
  });
});
