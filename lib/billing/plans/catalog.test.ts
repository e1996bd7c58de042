import { PLAN_CATALOG } from "@/lib/billing/plans/plans";
import { counterpartPlan, findCatalogPlan, listCatalogPlans } from "./catalog";
import { COUNTRY_CODE_INVALID, planSchema, plansQuerySchema } from "./types";

describe("plan catalog", () => {
  it("has the product's static USD monthly prices and limits", () => {
    const { plans, currency } = listCatalogPlans({ billing_cycle: "Monthly" });
    expect(currency).toBe("USD");
    expect(plans.map((plan) => [plan.plan_name, plan.price, plan.user_limit, plan.ai_tokens_limit])).toEqual([
      ["Free", 0, 1, 1000],
      ["Starter", 29, 5, 10000],
      ["Professional", 99, 25, 100000],
      ["Enterprise", 299, 999, 1000000],
    ]);
  });

  it("gives a yearly plan twelve months of its monthly AI tokens, as '/year' on its card says", () => {
    for (const yearly of PLAN_CATALOG.filter((plan) => plan.billing_cycle === "Yearly")) {
      expect(yearly.ai_tokens_limit).toBe(counterpartPlan(yearly, "Monthly")!.ai_tokens_limit * 12);
    }
  });

  it("prices India in INR and every other or unknown country in USD", () => {
    expect(
      listCatalogPlans({ country_code: "IN", billing_cycle: "Yearly" }).plans.every((plan) => plan.currency === "INR"),
    ).toBe(true);
    for (const country of ["US", "GB", "JP", undefined]) {
      expect(listCatalogPlans({ country_code: country, billing_cycle: "Monthly" }).currency).toBe("USD");
    }
  });

  it("gives every row a unique id and links cycles through plan_id", () => {
    expect(new Set(PLAN_CATALOG.map((plan) => plan.id)).size).toBe(PLAN_CATALOG.length);
    const starterMonthly = findCatalogPlan(2)!;
    expect(counterpartPlan(starterMonthly, "Yearly")).toMatchObject({
      plan_id: 2,
      price: 290,
      currency: "USD",
      billing_cycle: "Yearly",
    });
    expect(() => PLAN_CATALOG.forEach((plan) => planSchema.parse(plan))).not.toThrow();
  });
});

describe("plan and query shapes", () => {
  it("parses prices to numbers and features from a JSON string", () => {
    const plan = planSchema.parse({
      id: "7",
      plan_id: 2,
      plan_name: "Basic",
      price: "49.99",
      user_limit: 20,
      ai_tokens_limit: 100000,
      features: '["A","B"]',
      description: "",
      currency: "USD",
      currency_symbol: "$",
      billing_cycle: "Monthly",
      isactive: true,
    });
    expect(plan).toMatchObject({ id: 7, price: 49.99, features: ["A", "B"] });
    expect(planSchema.safeParse({ ...plan, features: "{not json" }).success).toBe(false);
  });

  it("defaults the cycle to Monthly and refuses an unknown one", () => {
    expect(plansQuerySchema.parse({})).toEqual({ billing_cycle: "Monthly" });
    expect(plansQuerySchema.parse({ country_code: "in" })).toEqual({ country_code: "IN", billing_cycle: "Monthly" });
    const bad = plansQuerySchema.safeParse({ billing_cycle: "Weekly" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("billing_cycle must be Monthly or Yearly");
  });

  it.each(["INDIA", "I", "IND", "1N", "\u0000", "I\u0000", "U S", "ÎN"])(
    "refuses the malformed country code %j",
    (country_code) => {
      const bad = plansQuerySchema.safeParse({ country_code });
      expect(bad.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [["country_code"], COUNTRY_CODE_INVALID],
      ]);
    },
  );

  it("reads a well-formed unknown code as itself (priced in USD) and an empty one as absent", () => {
    expect(plansQuerySchema.parse({ country_code: "zz" }).country_code).toBe("ZZ");
    expect(listCatalogPlans(plansQuerySchema.parse({ country_code: "ZZ" })).currency).toBe("USD");
    expect(plansQuerySchema.parse({ country_code: " " }).country_code).toBeUndefined();
    expect(plansQuerySchema.parse({ country_code: "" }).country_code).toBeUndefined();
  });
});
