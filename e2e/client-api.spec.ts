import { expect, test, type APIRequestContext } from "./fixtures";
import { inOneRateWindow } from "./server-clock";

const HOUR_MS = 60 * 60 * 1000;

// Each registration uses its own e-mail and client IP (x-forwarded-for), so reruns and rate limits never collide.
const n = () => Math.floor(Math.random() * 250);

async function register(request: APIRequestContext, name: string) {
  const response = await request.post("/api/clients/register", {
    data: {
      client_name: name,
      contact_name: "Ada",
      contact_email: `client-api-${Date.now()}-${n()}-${n()}@example.com`,
      contact_phone: "+14155550100",
      acceptTerms: true,
    },
    headers: { "x-forwarded-for": `10.2.${n()}.${n()}` },
  });
  expect(response.status()).toBe(201);
  const { data } = (await response.json()) as { data: { id: number; api_key: string; contact_email: string } };
  return data;
}

test("the client and subscription API answers a client its own data by API key (x-api-key or Bearer) and 403 for another client's id", async ({
  request,
  playwright,
  baseURL,
}) => {
  const own = await register(request, "Own Co");
  const other = await register(request, "Other Co");
  const headers = { "x-api-key": own.api_key };

  const client = await request.get(`/api/clients/${own.id}`, { headers });
  expect(client.status()).toBe(200);
  const clientBody = await client.json();
  expect(clientBody).toMatchObject({ success: true, data: { id: own.id, contact_email: own.contact_email } });
  expect(JSON.stringify(clientBody)).not.toMatch(/hash|sealed|password|api_key|lf_live_/i);

  const subscription = await request.get(`/api/subscriptions/client/${own.id}`, { headers });
  expect(subscription.status()).toBe(200);
  // Registered without a plan: the Free plan, with its subscription.
  expect(await subscription.json()).toMatchObject({
    success: true,
    data: { client_id: own.id, plan: { plan_name: "Free" }, status: "active" },
  });

  for (const path of [`/api/clients/${other.id}`, `/api/subscriptions/client/${other.id}`, "/api/clients/999999"]) {
    const refused = await request.get(path, { headers });
    expect(refused.status(), path).toBe(403);
    expect(await refused.json()).toEqual({
      success: false,
      code: "forbidden",
      error: "You may only access your own account.",
    });
  }

  // The signup session (the last registration's cookie) authorises its own client without an API key.
  const bySession = await request.get(`/api/clients/${other.id}`);
  expect(bySession.status()).toBe(200);
  expect(await bySession.json()).toMatchObject({ success: true, data: { id: other.id } });

  // A fresh context has no session cookie: without an API key there is no caller.
  const anonymous = await playwright.request.newContext({ baseURL });
  const unauthenticated = await anonymous.get(`/api/clients/${own.id}`);
  expect(unauthenticated.status()).toBe(401);
  expect(await unauthenticated.json()).toMatchObject({ success: false });
  // docs/product.md section 7's way: the key as a Bearer token. Another client's id stays refused; a wrong key is 401.
  const byBearer = await anonymous.get(`/api/subscriptions/client/${own.id}`, {
    headers: { authorization: `Bearer ${own.api_key}` },
  });
  expect(byBearer.status()).toBe(200);
  expect(await byBearer.json()).toMatchObject({
    success: true,
    data: { client_id: own.id, plan: { plan_name: "Free" } },
  });
  expect(
    (await anonymous.get(`/api/clients/${other.id}`, { headers: { authorization: `Bearer ${own.api_key}` } })).status(),
  ).toBe(403);
  expect(
    (await anonymous.get(`/api/clients/${own.id}`, { headers: { authorization: "Bearer lf_live_wrong" } })).status(),
  ).toBe(401);
  await anonymous.dispose();
});

test("a client assigns itself the free plan, is refused a paid one, and its limits follow the plan", async ({
  request,
}) => {
  const own = await register(request, "Assign Co");
  const headers = { "x-api-key": own.api_key };
  const { plans } = (await (
    await request.get("/api/subscriptions/plans?country_code=US&billing_cycle=Monthly")
  ).json()) as {
    plans: { id: number; plan_name: string; price: number; user_limit: number; ai_tokens_limit: number }[];
  };
  const free = plans.find((plan) => plan.price === 0)!;
  const paid = plans.find((plan) => plan.price > 0)!;

  const tokens = await request.get(`/api/subscriptions/validate-token-limit?client_id=${own.id}`, { headers });
  expect(await tokens.json()).toEqual({
    success: true,
    data: { allowed: true, ai_tokens_limit: free.ai_tokens_limit, requested_tokens: 0 },
  });
  const users = await request.get(`/api/subscriptions/validate-user-limit?client_id=${own.id}&product_id=crm`, {
    headers,
  });
  expect(await users.json()).toEqual({
    success: true,
    data: { allowed: false, user_limit: free.user_limit, current_users: 1 },
  });

  const refused = await request.post("/api/subscriptions/assign", {
    headers,
    data: { client_id: own.id, plan_id: paid.id, billing_cycle: "Monthly" },
  });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toMatchObject({
    success: false,
    error: "Payment required: use checkout for paid plans.",
  });

  const assigned = await request.post("/api/subscriptions/assign", {
    headers,
    data: { client_id: own.id, plan_id: free.id, billing_cycle: "Monthly" },
  });
  expect(assigned.status()).toBe(200);
  expect(await assigned.json()).toMatchObject({
    success: true,
    message: "Free plan assigned.",
    data: { client_id: own.id, status: "active", plan: { id: free.id } },
  });
  const subscription = await request.get(`/api/subscriptions/client/${own.id}`, { headers });
  expect(await subscription.json()).toMatchObject({
    success: true,
    data: { plan: { id: free.id }, billing_cycle: "Monthly" },
  });

  const bad = await request.get(`/api/subscriptions/validate-token-limit?client_id=${own.id}&requested_tokens=-1`, {
    headers,
  });
  expect(bad.status()).toBe(400);
});

test("registrations past the per-IP limit answer 429 with Retry-After and create nothing", async ({ request }) => {
  // Its 11 registrations in one window of the limit, whatever the time (a window's end would let the 11th through).
  await inOneRateWindow(request, HOUR_MS, 30_000); // REGISTER_RATE_LIMIT's window (lib/accounts/companies/register.ts)
  const ip = `10.3.${n()}.${n()}`;
  const attempt = (i: number) =>
    request.post("/api/clients/register", {
      data: {
        client_name: `Limit Co ${i}`,
        contact_name: "Ada",
        contact_email: `limit-${Date.now()}-${i}-${n()}@example.com`,
        contact_phone: "+14155550100",
        acceptTerms: true,
      },
      headers: { "x-forwarded-for": ip },
    });
  for (let i = 0; i < 10; i++) expect((await attempt(i)).status()).toBe(201);
  const refused = await attempt(10);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await refused.json()).toMatchObject({
    success: false,
    error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
  });
});
