import type { DatabaseHandle } from "./client";
import { consumeRateLimit } from "./rate-limit";
import { testDrivers } from "@/testing/test-databases";

const rule = { limit: 3, windowMs: 60_000 };

describe.each(testDrivers())("rate limits on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());

  it("allows up to the limit in one window, then refuses with the time left", async () => {
    const now = new Date("2026-11-21T10:00:15Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(handle.db, "contact:198.51.100.1", rule, now));
    expect(results.slice(0, 3).every((result) => result.allowed)).toBe(true);
    expect(results[3]).toEqual({ allowed: false, retryAfterMs: 45_000 });
  });

  it("counts each key separately and starts again in the next window", async () => {
    const now = new Date("2026-11-21T11:00:00Z");
    for (let i = 0; i < 3; i++) await consumeRateLimit(handle.db, "contact:a", rule, now);
    expect((await consumeRateLimit(handle.db, "contact:b", rule, now)).allowed).toBe(true);
    expect((await consumeRateLimit(handle.db, "contact:a", rule, now)).allowed).toBe(false);
    expect((await consumeRateLimit(handle.db, "contact:a", rule, new Date("2026-11-21T11:01:00Z"))).allowed).toBe(true);
  });

  it("stays exact under concurrent hits", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit(handle.db, "register:burst", rule, now)),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});
