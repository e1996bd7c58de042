import type { DatabaseHandle } from "@/lib/platform/db/client";
import { logger } from "@/lib/platform/log";
import { openTestPglite } from "@/testing/pglite-template";

// /api/health as a load balancer calls it: 200 while the database answers; 503 with the answer contract's body
// (docs/architecture.md) and Retry-After once it does not (here: a database that was closed under the app).
const slot = globalThis as { leadflowDb?: { database?: Promise<unknown> } };
let handle: DatabaseHandle;
let route: typeof import("./route");

beforeAll(async () => {
  handle = await openTestPglite();
  slot.leadflowDb = { database: Promise.resolve(handle.db) };
  route = await import("./route");
}, 60_000);
afterAll(() => {
  slot.leadflowDb = undefined;
});

it("answers 200 while the database answers, then 503 with the contract's body and Retry-After", async () => {
  const ok = await route.GET();
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ status: "ok" });

  const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
  try {
    await handle.close();
    const down = await route.GET();
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("10");
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(await down.json()).toEqual({
      success: false,
      code: "unavailable",
      error: "The service is unavailable. Please try again.",
      status: "unavailable",
    });
    expect(errors).toHaveBeenCalledWith(expect.anything(), "Health check: the database is unavailable");
  } finally {
    errors.mockRestore();
  }
});
