import { planBadge } from "./badges";
import { defaultFeatures } from "./features";

describe("plan badges", () => {
  it.each([
    ["Professional", "Most Popular"],
    ["PRO Team", "Most Popular"],
    ["Enterprise", "Best Value"],
    ["Starter", null],
    ["Free", null],
  ])("%s → %s", (name, badge) => {
    expect(planBadge(name)).toBe(badge);
  });
});

describe("default features", () => {
  it("lists users, tokens per cycle, analytics and e-mail support for ordinary plans", () => {
    expect(
      defaultFeatures({ plan_name: "Starter", user_limit: 5, ai_tokens_limit: 10000, billing_cycle: "Monthly" }),
    ).toEqual(["Up to 5 users", "10,000 AI tokens/month", "Dashboard Analytics", "Email Support"]);
  });

  it("gives pro plans priority support and enterprise plans an account manager too", () => {
    expect(
      defaultFeatures({ plan_name: "Professional", user_limit: 25, ai_tokens_limit: 100000, billing_cycle: "Yearly" }),
    ).toEqual(["Up to 25 users", "100,000 AI tokens/year", "Dashboard Analytics", "Priority Support"]);
    expect(
      defaultFeatures({
        plan_name: "Enterprise",
        user_limit: 999,
        ai_tokens_limit: 1000000,
        billing_cycle: "Monthly",
      }),
    ).toEqual([
      "Unlimited users",
      "1,000,000 AI tokens/month",
      "Dashboard Analytics",
      "Priority Support",
      "Dedicated Account Manager",
    ]);
  });
});

describe("default features for a one-user plan", () => {
  it("says 'Up to 1 user'", () => {
    expect(
      defaultFeatures({ plan_name: "Free", user_limit: 1, ai_tokens_limit: 1000, billing_cycle: "Monthly" })[0],
    ).toBe("Up to 1 user");
  });
});
