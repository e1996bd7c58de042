import { expect, test, type APIResponse } from "./fixtures";

// Issue #6: every JSON route checks its input; a bad one answers 400 naming each field in plain words (or 415
// when the body is not declared as JSON), never zod's wording or a stack; an unknown /api path answers JSON 404.

const JSON_ROUTES = [
  "/api/clients/register",
  "/api/clients/reset-password",
  "/api/subscriptions/assign",
  "/api/payments/create-stripe-session",
  "/api/payments/create-razorpay-order",
  "/api/payments/confirm-stripe-payment",
  "/api/payments/verify-razorpay-payment",
];
// Every field of the create routes is optional ({} is a valid body there); these bodies are not.
const CREATE_ROUTES = ["/api/payments/create-stripe-session", "/api/payments/create-razorpay-order"];
const INTERNALS = /Invalid input|expected|received|NaN|\bat \S+:\d+|node_modules|Error:/;
// Its own client IP per request, so the per-IP rate limits never decide a test.
const fromIp = () => ({
  "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

async function expectPlainError(response: APIResponse, status: number, what: string) {
  expect(response.status(), what).toBe(status);
  const text = await response.text();
  expect(text, what).not.toMatch(INTERNALS);
  return JSON.parse(text) as { success: boolean; error: string; details?: Record<string, string> };
}

test("an empty or wrong object names each bad field of every JSON route in plain words", async ({ request }) => {
  for (const path of CREATE_ROUTES) {
    const body = await expectPlainError(
      await request.post(path, { data: { country_code: "INDIA", payment_gateway: 7 } }),
      400,
      path,
    );
    expect(body.details, path).toEqual({
      country_code: "country_code must be a two-letter country code",
      payment_gateway: "payment_gateway must be text",
    });
  }
  for (const path of JSON_ROUTES.filter((route) => !CREATE_ROUTES.includes(route))) {
    const body = await expectPlainError(await request.post(path, { data: {}, headers: fromIp() }), 400, path);
    expect(body.success, path).toBe(false);
    expect(Object.keys(body.details ?? {}).length, path).toBeGreaterThan(0);
  }
  const verify = await request.post("/api/payments/verify-razorpay-payment", { data: {} });
  expect((await verify.json()).details).toEqual({
    order_id: "order_id is required",
    payment_id: "payment_id is required",
    signature: "signature is required",
  });
  const confirm = await request.post("/api/payments/confirm-stripe-payment", { data: {} });
  expect((await confirm.json()).details).toEqual({ payment_intent_id: "payment_intent_id is required" });
});

test("wrong types are named in plain words", async ({ request }) => {
  const assign = await request.post("/api/subscriptions/assign", { data: { client_id: "x", plan_id: 1.5 } });
  expect(await expectPlainError(assign, 400, "assign")).toEqual({
    success: false,
    code: "invalid_input",
    error: "Please check your form inputs and try again.",
    details: {
      client_id: "client_id must be a positive number",
      plan_id: "plan_id must be a positive number",
      billing_cycle: "billing_cycle must be Monthly or Yearly",
    },
  });
  // What would only coerce to 1 (true, [1], "1e0") is no id either.
  const lookAlikes = await request.post("/api/subscriptions/assign", {
    data: { client_id: true, plan_id: [1], billing_cycle: "Monthly" },
  });
  expect((await expectPlainError(lookAlikes, 400, "assign with look-alikes")).details).toEqual({
    client_id: "client_id must be a positive number",
    plan_id: "plan_id must be a positive number",
  });
  const exponent = await request.post("/api/subscriptions/assign", {
    data: { client_id: "1e0", plan_id: "1", billing_cycle: "Monthly" },
  });
  expect((await expectPlainError(exponent, 400, "assign with an exponent")).details).toEqual({
    client_id: "client_id must be a positive number",
  });
  const sandboxCard = await request.post("/api/payments/verify-razorpay-payment", {
    data: { order_id: "order_1", card: { number: "1" } },
  });
  expect((await expectPlainError(sandboxCard, 400, "verify with a card")).details).toMatchObject({
    card: "Enter a valid card number",
  });
  const reset = await request.post("/api/clients/reset-password", { data: { token: 5, password: ["x"] } });
  expect(Object.keys((await expectPlainError(reset, 400, "reset")).details ?? {})).toEqual(
    expect.arrayContaining(["token", "password"]),
  );
});

test("a JSON body that is not an object gets one form-level message on every route", async ({ request }) => {
  for (const path of JSON_ROUTES) {
    for (const data of [[], [{ client_name: "Acme" }], 42, "text", null]) {
      const response = await request.post(path, {
        data: Buffer.from(JSON.stringify(data)),
        headers: { "content-type": "application/json", ...fromIp() },
      });
      expect(await expectPlainError(response, 400, `${path} ${JSON.stringify(data)}`)).toEqual({
        success: false,
        code: "bad_request",
        error: "The request body must be a JSON object.",
      });
    }
  }
});

test("a body not declared as JSON answers 415 on every route; application/json with a charset is read", async ({
  request,
}) => {
  const json = Buffer.from("{}");
  for (const path of JSON_ROUTES) {
    for (const type of ["text/plain", "text/plain;charset=UTF-8", "application/x-www-form-urlencoded", undefined]) {
      const response = await request.post(path, {
        data: json,
        headers: { ...(type ? { "content-type": type } : {}), ...fromIp() },
      });
      const body = await expectPlainError(response, 415, `${path} ${type}`);
      expect(body).toEqual({
        success: false,
        code: "unsupported_media_type",
        error: "Send the request body as JSON, with Content-Type: application/json.",
      });
    }
    const charset = await request.post(path, {
      data: json,
      headers: { "content-type": "application/json; charset=utf-8", ...fromIp() },
    });
    // Read: {} is refused for its fields (400), or valid and then refused for want of a registration (401).
    expect([400, 401], path).toContain(charset.status());
  }
});

test("an unknown /api path answers a JSON 404 for every method, without shadowing the real routes", async ({
  request,
}) => {
  for (const [method, path] of [
    ["GET", "/api/nope"],
    ["POST", "/api/nope/deeper/still"],
    ["DELETE", "/api/clients"],
    ["PUT", "/api/clients/1/extra"],
    ["PATCH", "/api/subscriptions"],
    ["GET", "/api/payments/create-stripe-session/x"],
  ]) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(404);
    expect(response.headers()["content-type"], path).toContain("application/json");
    expect(await response.json()).toEqual({ success: false, code: "not_found", error: "Not found" });
  }
  expect((await request.head("/api/nope")).status()).toBe(404);

  expect((await request.get("/api/health")).status()).toBe(200);
  expect((await request.get("/api/content/faq")).status()).toBe(200);
  expect((await request.get("/api/subscriptions/plans")).status()).toBe(200);
  expect((await request.get("/api/clients/1")).status()).toBe(401);
});

test("a known API address used with another method answers 405 with Allow and a JSON error", async ({ request }) => {
  for (const [method, path, allow] of [
    ["DELETE", "/api/subscriptions/plans", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/subscriptions/plans", "GET, HEAD, OPTIONS"],
    ["GET", "/api/clients/register", "POST, OPTIONS"],
    ["GET", "/api/payments/create-stripe-session", "POST, OPTIONS"],
    ["PATCH", "/api/clients/1", "GET, HEAD, OPTIONS"],
  ] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers()["allow"], `${method} ${path}`).toBe(allow);
    expect((await response.json()).error).toMatch(/^This address answers (GET|POST) requests only\.$/);
  }
  // OPTIONS names what is served, not the refusing handlers.
  const options = await request.fetch("/api/clients/register", { method: "OPTIONS" });
  expect(options.status()).toBe(204);
  expect(options.headers()["allow"]).toBe("POST, OPTIONS");
});

test("the plans API refuses a malformed country code with a field error; a well-formed unknown one is USD", async ({
  request,
}) => {
  for (const country of ["INDIA", "%00", "I", "1N", "U%20S"]) {
    const response = await request.get(`/api/subscriptions/plans?country_code=${country}&billing_cycle=Monthly`);
    expect(await expectPlainError(response, 400, country)).toEqual({
      success: false,
      code: "invalid_input",
      error: "country_code must be a two-letter country code",
      details: { country_code: "country_code must be a two-letter country code" },
    });
  }
  for (const [country, currency] of [
    ["ZZ", "USD"],
    ["zz", "USD"],
    ["in", "INR"],
    ["", "USD"],
  ]) {
    const response = await request.get(`/api/subscriptions/plans?country_code=${country}`);
    expect(response.status(), country).toBe(200);
    expect((await response.json()).currency, country).toBe(currency);
  }
});
