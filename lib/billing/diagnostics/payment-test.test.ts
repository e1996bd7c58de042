import { regionPayments } from "./payment-test";

describe("regionPayments", () => {
  it("prices a sample paid plan per region through the payment routes' pricing, in minor units", () => {
    const [global, india] = regionPayments({ stripe: "live", razorpay: "sandbox" });
    expect(global).toEqual({
      region: "Global",
      countryCode: "US",
      gateway: "stripe",
      mode: "live",
      planName: "Starter",
      billingCycle: "Monthly",
      amount: 2900,
      currency: "USD",
    });
    // Starter is ₹2,399 a month plus 18 % GST: 283,082 paise.
    expect(india).toEqual({
      region: "India",
      countryCode: "IN",
      gateway: "razorpay",
      mode: "sandbox",
      planName: "Starter",
      billingCycle: "Monthly",
      amount: 283_082,
      currency: "INR",
    });
  });

  it("reads each gateway's mode from the configuration: the sandbox without keys outside production", () => {
    expect(regionPayments().map((row) => row.mode)).toEqual(["sandbox", "sandbox"]);
    expect(regionPayments({ stripe: "off", razorpay: "live" }).map((row) => row.mode)).toEqual(["off", "live"]);
  });
});
