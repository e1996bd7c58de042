import { existsSync } from "node:fs";
import { join } from "node:path";
import { listCatalogPlans } from "../billing/plans/catalog";
import { pricingDataOf } from "./pricing-data";
import type { Plan } from "../billing/plans/types";

// The content API's `pricing` plan list: made from the catalog and the plans' words, in the shape its readers have had
// since it was a copy in content/landing/pricing-copy.yaml (USD, Monthly).

const plans = listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }).plans;
const SIZE = () => ({ width: 64, height: 64 });
const items = pricingDataOf(plans, SIZE);

describe("the content API's plan list", () => {
  it("keeps the shape API readers know, one item per plan, with each plan's icon in public/", () => {
    expect(items.map((item) => item.planTitle)).toEqual(["Free", "Starter", "Professional", "Enterprise"]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ["li_1", "li_2", "li_3", "li_4", "planBtn", "planImage", "planPrice", "planTitle", "priceSub"].sort(),
      );
      expect(Object.values(item).every((value) => value !== "")).toBe(true);
      expect(item.planImage).toEqual({ src: expect.any(String), width: 64, height: 64, alt: "" });
      expect(existsSync(join("public", item.planImage.src))).toBe(true);
    }
  });

  it("says what the cards say: price, users, tokens, then the plan's first features of its own", () => {
    expect(items[0]).toEqual({
      planImage: { src: "/images/pricing/free.svg", width: 64, height: 64, alt: "" },
      planTitle: "Free",
      planPrice: "$0",
      priceSub: "/month",
      li_1: "Up to 1 user",
      li_2: "1,000 AI tokens/month",
      li_3: "Dashboard Analytics",
      li_4: "Email Support",
      planBtn: "Start Free",
    });
    const [, starter, professional, enterprise] = items;
    expect(starter).toMatchObject({ planPrice: "$29", li_1: "Up to 5 users", planBtn: "Get Started" });
    expect([starter.li_3, starter.li_4]).toEqual(plans[1].features.slice(0, 2));
    // "Everything in Starter" is not a point: the plan's own features come first.
    expect([professional.li_3, professional.li_4]).toEqual(plans[2].features.slice(1, 3));
    expect(enterprise).toMatchObject({ li_1: "Unlimited users", li_2: "1,000,000 AI tokens/month" });
  });

  it("fills a plan's two points from what it includes when it lists fewer of its own", () => {
    const [free, starter] = plans;
    const custom: Plan = {
      ...starter,
      plan_id: 5,
      plan_name: "Team",
      features: ["Everything in Free", "Single sign-on"],
    };
    const [, team] = pricingDataOf([free, custom], SIZE);
    expect([team.li_3, team.li_4]).toEqual(["Single sign-on", "Dashboard Analytics"]);
  });
});
