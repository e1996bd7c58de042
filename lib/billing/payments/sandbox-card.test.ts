import { expired, sandboxCardSchema } from "./sandbox-card";

describe("the test card's expiry", () => {
  const now = new Date(2026, 10, 22); // 22 November 2026

  it("is good through the last day of its month", () => {
    expect(expired("11/26", now)).toBe(false);
    expect(expired("12/26", now)).toBe(false);
    expect(expired("01/30", now)).toBe(false);
  });

  it("has passed for an earlier month or year", () => {
    expect(expired("10/26", now)).toBe(true);
    expect(expired("01/20", now)).toBe(true);
  });

  it("is refused by the schema with its own message, after the format check", () => {
    const card = { number: "4242 4242 4242 4242", cvc: "123" };
    expect(
      sandboxCardSchema.safeParse({ ...card, expiry: "01/20" }).error?.issues.map((issue) => issue.message),
    ).toEqual(["This card has expired"]);
    expect(
      sandboxCardSchema.safeParse({ ...card, expiry: "13/30" }).error?.issues.map((issue) => issue.message),
    ).toEqual(["Enter the expiry as MM/YY"]);
    expect(sandboxCardSchema.safeParse({ ...card, expiry: "12/99" }).success).toBe(true);
  });
});
