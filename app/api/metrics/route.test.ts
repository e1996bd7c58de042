import { NextRequest } from "next/server";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { openTestPglite } from "@/testing/pglite-template";

// The metrics route as Prometheus calls it: with METRICS_TOKEN set, the right Bearer token gets the text format, any
// other 401; without one the address does not exist (404). Error answers carry the answer contract's body
// (docs/observability.md); the metrics themselves are Prometheus's text format.
const TOKEN = "metrics-token-for-the-route-test";

type Route = typeof import("./route");
let handle: DatabaseHandle;
const slot = globalThis as { leadflowDb?: { database?: Promise<unknown> } };

/** The route as loaded with METRICS_TOKEN set to `token` (the configuration is read when the module loads). */
async function routeWith(token: string | undefined): Promise<Route> {
  if (token) process.env.METRICS_TOKEN = token;
  else delete process.env.METRICS_TOKEN;
  let route: Route | undefined;
  await jest.isolateModulesAsync(async () => {
    route = await import("./route");
  });
  return route!;
}

const scrape = (route: Route, authorization?: string) =>
  route.GET(
    new NextRequest("http://127.0.0.1:3000/api/metrics", { headers: authorization ? { authorization } : {} }),
    {} as never,
  );

beforeAll(async () => {
  handle = await openTestPglite();
  slot.leadflowDb = { database: Promise.resolve(handle.db) };
}, 60_000);
afterAll(async () => {
  slot.leadflowDb = undefined;
  delete process.env.METRICS_TOKEN;
  await handle.close();
});

it("answers the right token with the metrics, and a missing or wrong one 401 with the contract's body", async () => {
  const route = await routeWith(TOKEN);
  const ok = await scrape(route, `Bearer ${TOKEN}`);
  expect(ok.status).toBe(200);
  expect(ok.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await ok.text()).toMatch(/^# HELP leadflow_/m);

  for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN, "Bearer undefined"]) {
    const refused = await scrape(route, authorization);
    expect([authorization, refused.status]).toEqual([authorization, 401]);
    expect(await refused.json()).toEqual({
      success: false,
      code: "unauthorized",
      error: "A valid metrics token is required.",
    });
    expect(refused.headers.get("cache-control")).toBe("no-store");
  }
});

it("answers 404 with the contract's body when no token is configured, whatever is sent", async () => {
  const route = await routeWith(undefined);
  for (const authorization of [undefined, "Bearer undefined", `Bearer ${TOKEN}`]) {
    const missing = await scrape(route, authorization);
    expect([authorization, missing.status]).toEqual([authorization, 404]);
    expect(await missing.json()).toEqual({ success: false, code: "not_found", error: "Not found" });
  }
});
