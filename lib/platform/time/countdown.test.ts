import { countdown } from "./countdown";

describe("countdown", () => {
  const target = new Date("2027-03-01T03:30:00Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdown(target, new Date("2027-02-27T01:29:55Z"))).toEqual({ days: 2, hours: 2, minutes: 0, seconds: 5 });
  });

  it("is null at and after the target, never negative", () => {
    expect(countdown(target, target)).toBeNull();
    expect(countdown(target, new Date("2027-06-01T00:00:00Z"))).toBeNull();
  });
});
