import { afterFailure, MAX_JOB_AGE_MS, MAX_RETRY_MS, retryDelayMs } from "./backoff";

describe("retryDelayMs", () => {
  it("doubles from 30 s", () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
  });

  it("is capped at 10 minutes, so a mail is tried at least every 10 minutes however long an outage lasts", () => {
    expect(MAX_RETRY_MS).toBe(600_000);
    expect(retryDelayMs(6)).toBe(MAX_RETRY_MS); // 30 s × 2^5 = 16 min, over the cap
    expect(retryDelayMs(1_000)).toBe(MAX_RETRY_MS);
  });

  it("treats 0 or negative attempts as the first", () => {
    expect(retryDelayMs(0)).toBe(30_000);
    expect(retryDelayMs(-3)).toBe(30_000);
  });
});

describe("afterFailure", () => {
  const now = new Date("2026-11-21T10:00:00Z");
  const queuedAgo = (ms: number) => new Date(now.getTime() - ms);

  it("schedules the next attempt after the delay", () => {
    const young = { createdAt: queuedAgo(60_000) };
    expect(afterFailure({ ...young, attempts: 1 }, now)).toEqual({
      status: "pending",
      nextAttemptAt: new Date("2026-11-21T10:00:30Z"),
    });
    expect(afterFailure({ ...young, attempts: 3 }, now)).toEqual({
      status: "pending",
      nextAttemptAt: new Date("2026-11-21T10:02:00Z"),
    });
  });

  it("dead-letters by age, not by the number of attempts: a 64-minute outage kills nothing", () => {
    expect(MAX_JOB_AGE_MS).toBe(24 * 60 * 60 * 1000);
    // After 64 minutes of failures a job had 8 attempts: it used to be dead there.
    expect(afterFailure({ attempts: 8, createdAt: queuedAgo(64 * 60_000) }, now).status).toBe("pending");
    expect(afterFailure({ attempts: 150, createdAt: queuedAgo(MAX_JOB_AGE_MS - 1) }, now).status).toBe("pending");
    expect(afterFailure({ attempts: 150, createdAt: queuedAgo(MAX_JOB_AGE_MS) }, now)).toEqual({ status: "dead" });
    expect(afterFailure({ attempts: 1, createdAt: queuedAgo(10) }, now, { maxAgeMs: 10 })).toEqual({ status: "dead" });
  });

  it("dead-letters a permanent refusal at once", () => {
    expect(afterFailure({ attempts: 1, createdAt: now }, now, { permanent: true })).toEqual({ status: "dead" });
  });
});
