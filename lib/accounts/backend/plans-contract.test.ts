import { listCatalogPlans } from "@/lib/billing/plans/catalog";
import { plansQuerySchema } from "@/lib/billing/plans/types";
import { startAdminApiServer } from "@/testing/admin-api-server";
import { sendJson, startHttpServer } from "@/testing/http-server";
import type { AdminApi } from "./contract";
import { embeddedAdminApi } from "./embedded";
import { remoteAdminApi } from "./remote";

// A stand-in for the provider's admin API: prices as strings and features as JSON strings, as some providers send.
async function startFakeAdminApi() {
  return startHttpServer((request, response) => {
    const url = new URL(request.url, "http://fake");
    if (url.pathname !== "/api/subscriptions/plans") return sendJson(response, 404, { error: "Not found" });
    const query = plansQuerySchema.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return sendJson(response, 400, { error: "billing_cycle must be Monthly or Yearly" });
    const { plans, currency } = listCatalogPlans(query.data);
    sendJson(response, 200, {
      plans: plans.map((plan) => ({ ...plan, price: plan.price.toFixed(2), features: JSON.stringify(plan.features) })),
      currency,
    });
  });
}

let fake: Awaited<ReturnType<typeof startFakeAdminApi>>;
let served: Awaited<ReturnType<typeof startAdminApiServer>>;
beforeAll(async () => {
  [fake, served] = await Promise.all([startFakeAdminApi(), startAdminApiServer(embeddedAdminApi())]);
});
afterAll(() => Promise.all([fake.close(), served.close()]));

const backends: [string, () => AdminApi][] = [
  ["embedded", () => embeddedAdminApi()],
  ["remote", () => remoteAdminApi({ baseUrl: fake.url })],
  ["remote, against our own API", () => remoteAdminApi({ baseUrl: served.url })],
];

describe.each(backends)("listPlans on the %s backend", (_name, backend) => {
  it.each([
    ["IN", "Monthly", "INR", [0, 2399, 7999, 24999]],
    ["IN", "Yearly", "INR", [0, 23990, 79990, 249990]],
    ["US", "Yearly", "USD", [0, 290, 990, 2990]],
    [undefined, "Monthly", "USD", [0, 29, 99, 299]],
  ] as const)("%s %s → %s", async (country_code, billing_cycle, currency, prices) => {
    const answer = await backend().listPlans({ country_code, billing_cycle });
    expect(answer.currency).toBe(currency);
    expect(answer.plans.map((plan) => plan.price)).toEqual(prices);
    expect(answer.plans.every((plan) => Array.isArray(plan.features))).toBe(true);
    expect(answer).toEqual(listCatalogPlans({ country_code, billing_cycle }));
  });
});

describe("remote backend", () => {
  it("forwards the query and the Bearer token", async () => {
    await remoteAdminApi({ baseUrl: fake.url, authToken: "tok_123" }).listPlans({
      country_code: "IN",
      billing_cycle: "Yearly",
    });
    const last = fake.requests.at(-1)!;
    expect(last.url).toBe("/api/subscriptions/plans?billing_cycle=Yearly&country_code=IN");
    expect(last.headers.authorization).toBe("Bearer tok_123");
  });

  it("shows the server's error field", async () => {
    const failing = await startHttpServer((_request, response) =>
      sendJson(response, 500, { error: "Plans are being updated" }),
    );
    await expect(
      remoteAdminApi({ baseUrl: failing.url }).listPlans({ billing_cycle: "Monthly" }),
    ).rejects.toMatchObject({
      code: "unavailable",
      message: "Plans are being updated",
    });
    await failing.close();
  });

  it("gives up after the timeout instead of hanging", async () => {
    // It answers only once the test is over: whatever the machine's speed, after the client's timeout.
    let letAnswer: () => void = () => undefined;
    const answering = new Promise<void>((resolve) => (letAnswer = resolve));
    const slow = await startHttpServer(async (_request, response) => {
      await answering;
      sendJson(response, 200, { plans: [], currency: "USD" });
    });
    await expect(
      remoteAdminApi({ baseUrl: slow.url, timeoutMs: 100 }).listPlans({ billing_cycle: "Monthly" }),
    ).rejects.toMatchObject({
      code: "unavailable",
      message: "The service took too long to answer. Please try again.",
    });
    letAnswer();
    await slow.close();
  });

  it("refuses an answer that is not a plans list", async () => {
    const odd = await startHttpServer((_request, response) => sendJson(response, 200, { plans: "soon" }));
    await expect(remoteAdminApi({ baseUrl: odd.url }).listPlans({ billing_cycle: "Monthly" })).rejects.toMatchObject({
      code: "unavailable",
    });
    await odd.close();
  });
});
