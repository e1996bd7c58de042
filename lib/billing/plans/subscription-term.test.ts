import { subscriptionEnd } from "./subscription-term";

describe("a subscription's end", () => {
  it("is one calendar month or year later, never spilling into the month after", () => {
    expect(subscriptionEnd(new Date("2027-01-31T10:00:00Z"), "Monthly").toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(subscriptionEnd(new Date("2028-02-29T10:00:00Z"), "Yearly").toISOString()).toBe("2029-02-28T10:00:00.000Z");
    expect(subscriptionEnd(new Date("2027-03-15T10:00:00Z"), "Monthly").toISOString()).toBe("2027-04-15T10:00:00.000Z");
  });
});
