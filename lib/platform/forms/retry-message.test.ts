import { tooManyAttempts, tryAgainIn } from "./retry-message";

describe("rate-limit wording", () => {
  it("rounds up to whole minutes, at least one, singular for one", () => {
    expect(tryAgainIn(1)).toBe("Please try again in 1 minute.");
    expect(tryAgainIn(60_001)).toBe("Please try again in 2 minutes.");
    expect(tooManyAttempts(9.5 * 60_000)).toBe("Too many attempts. Please try again in 10 minutes.");
  });
});
