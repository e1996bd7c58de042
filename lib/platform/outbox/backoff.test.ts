import { afterFailure, MAX_ATTEMPTS, MAX_RETRY_MS, retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("is capped at 6 hours", () => {
    expect(retryDelayMs(10)).toBe(15_360_000); // 30 s × 2^9 = 4 h 16 min, still under the cap
    expect(retryDelayMs(11)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_MS);
  });

  it("treats 0 or fewer attempts like the first", () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(-3)).toBe(30_000);
  });
});

describe("afterFailure", () => {
  const now = new Date("2026-11-21T10:00:00Z");

  it("schedules the next attempt after the delay", () => {
    expect(afterFailure(1, now)).toEqual({ status: "pending", nextAttemptAt: new Date("2026-11-21T10:00:30Z") });
    expect(afterFailure(3, now)).toEqual({ status: "pending", nextAttemptAt: new Date("2026-11-21T10:02:00Z") });
  });

  it("dead-letters the job at the last attempt", () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(afterFailure(7, now).status).toBe("pending");
    expect(afterFailure(8, now)).toEqual({ status: "dead" });
    expect(afterFailure(2, now, 2)).toEqual({ status: "dead" });
  });
});
