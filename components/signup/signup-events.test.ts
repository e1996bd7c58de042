import { paymentFailedEvent, paymentStartedEvent, registrationEvent } from "./signup-events";

const plan = { plan_name: "Starter", price: 29 };

describe("signup analytics events", () => {
  it("names the plan on registration, or 'none' without one", () => {
    expect(registrationEvent(plan)).toEqual(["User/Registration", { plan: "Starter" }]);
    expect(registrationEvent(null)).toEqual(["User/Registration", { plan: "none" }]);
  });

  it("reports payment start with plan name and price", () => {
    expect(paymentStartedEvent(plan)).toEqual(["Payment/Started", { plan: "Starter", price: 29 }]);
  });

  it("reports payment failure with the message, or 'Unknown error' when there is none", () => {
    expect(paymentFailedEvent(plan, "Your card was declined.")).toEqual([
      "Payment/Failed",
      { plan: "Starter", price: 29, error: "Your card was declined." },
    ]);
    expect(paymentFailedEvent(plan, "")).toEqual([
      "Payment/Failed",
      { plan: "Starter", price: 29, error: "Unknown error" },
    ]);
    expect(paymentFailedEvent(plan, undefined)[1].error).toBe("Unknown error");
  });
});
