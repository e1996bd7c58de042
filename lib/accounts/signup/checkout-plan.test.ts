import { checkoutPlanChoice } from "./checkout-plan";

// The checkout's plan and cycle control (docs/buying.md, Changing plan or cycle in the checkout): the browser names a
// catalog id and nothing else; the server takes that plan from the catalog, in the registration's currency.

describe("checkoutPlanChoice", () => {
  it("takes the catalog's plan for the id, in the registration's currency", () => {
    expect(checkoutPlanChoice({ plan_id: 6 }, "USD")).toMatchObject({
      id: 6,
      plan_name: "Starter",
      billing_cycle: "Yearly",
      currency: "USD",
      price: 290,
    });
    // An INR id for a USD registration: the same plan and cycle, priced in USD.
    expect(checkoutPlanChoice({ plan_id: 14 }, "USD")).toMatchObject({ id: 6, currency: "USD" });
    expect(checkoutPlanChoice({ plan_id: 6 }, "INR")).toMatchObject({ id: 14, currency: "INR" });
  });

  it("refuses anything but a paid, active catalog plan's integer id: no price from the browser is read", () => {
    for (const payload of [
      { plan_id: 1 }, // Free: the checkout sells paid plans
      { plan_id: 5 },
      { plan_id: 999 },
      { plan_id: "3" },
      { plan_id: 3.5 },
      { plan_id: -3 },
      {},
      null,
      "3",
    ])
      expect(checkoutPlanChoice(payload, "USD")).toBeNull();
    expect(checkoutPlanChoice({ plan_id: 3, price: 1 }, "USD")).toMatchObject({ id: 3, price: 99 });
  });
});
