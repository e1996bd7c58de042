import { NextRequest } from "next/server";

// The cron route without CRON_SECRET: it does not exist (404, the answer contract's body), whatever Authorization
// says, also "Bearer undefined" and "Bearer " (what a secret read from an unset variable would make of them).
delete process.env.CRON_SECRET;

let route: typeof import("./route");
beforeAll(async () => {
  route = await import("./route");
});

it.each([undefined, "Bearer undefined", "Bearer ", "Bearer null", "Bearer"])(
  "answers 404 with Authorization %p and runs nothing",
  async (authorization) => {
    for (const method of ["GET", "POST"] as const) {
      const response = await route[method](
        new NextRequest("http://127.0.0.1:3000/api/cron/outbox", {
          method,
          headers: authorization === undefined ? {} : { authorization },
        }),
        {} as never,
      );
      expect([method, response.status]).toEqual([method, 404]);
      expect(await response.json()).toEqual({ success: false, code: "not_found", error: "Not found" });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  },
);
