import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { sendJson, startHttpServer } from "@/testing/http-server";
import { ADMIN_API_TIMEOUT_MS, type AdminApi } from "./contract";
import { remoteAdminApi } from "./remote";

// How the remote backend talks, whatever the call: docs/product.md section 7's 10 s timeout, JSON, the Bearer token, and
// the server's error field or message shown.

const form = registrationPayloadSchema.parse({
  client_name: "Acme Sales",
  contact_name: "Asha Rao",
  contact_email: "asha@acme.example",
  contact_phone: "+14155550100",
  acceptTerms: true,
});

const calls: [string, (api: AdminApi) => Promise<unknown>][] = [
  ["registerClient", (api) => api.registerClient(form, { ip: "192.0.2.1", countryCode: "US" })],
  ["validateApiKey", (api) => api.validateApiKey("lf_live_key")],
  ["listPlans", (api) => api.listPlans({ billing_cycle: "Monthly" })],
  ["getClient", (api) => api.getClient(7)],
  ["getClientSubscription", (api) => api.getClientSubscription(7)],
  ["assignSubscription", (api) => api.assignSubscription({ client_id: 7, plan_id: 1, billing_cycle: "Monthly" })],
  ["validateUserLimit", (api) => api.validateUserLimit({ client_id: 7 })],
  ["validateTokenLimit", (api) => api.validateTokenLimit({ client_id: 7, requested_tokens: 0 })],
  ["createStripeSession", (api) => api.createPayment("stripe", 7, { country_code: "US" })],
  ["createRazorpayOrder", (api) => api.createPayment("razorpay", 7, { country_code: "IN" })],
  ["confirmStripePayment", (api) => api.confirmPayment("stripe", 7, { payment_intent_id: "pi_123" })],
  [
    "verifyRazorpayPayment",
    (api) => api.confirmPayment("razorpay", 7, { order_id: "order_1", payment_id: "pay_1", signature: "sig" }),
  ],
  ["checkoutStatus", (api) => api.checkoutStatus(7, "order_1")],
  ["paymentHistory", (api) => api.paymentHistory(7)],
];

it("waits 10 s for the admin API by default", () => {
  expect(ADMIN_API_TIMEOUT_MS).toBe(10_000);
});

describe.each(calls)("%s on the remote backend", (_name, call) => {
  it("asks for JSON, sends JSON, and forwards the Bearer token", async () => {
    const server = await startHttpServer((_request, response) => sendJson(response, 500, { success: false }));
    try {
      await call(remoteAdminApi({ baseUrl: server.url, authToken: "tok_abc" })).catch(() => undefined);
      const [sent] = server.requests;
      expect(sent.headers.accept).toBe("application/json");
      expect(sent.headers.authorization).toBe("Bearer tok_abc");
      if (sent.method === "POST") {
        expect(sent.headers["content-type"]).toBe("application/json");
        expect(() => JSON.parse(sent.body)).not.toThrow();
      }
      await call(remoteAdminApi({ baseUrl: server.url })).catch(() => undefined);
      expect(server.requests[1].headers.authorization).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it("shows the server's error field, else its message", async () => {
    let body: Record<string, unknown> = { success: false, error: "Plans are being updated", message: "ignored" };
    const server = await startHttpServer((_request, response) => sendJson(response, 503, body));
    try {
      await expect(call(remoteAdminApi({ baseUrl: server.url }))).rejects.toMatchObject({
        code: "unavailable",
        message: "Plans are being updated",
      });
      body = { success: false, message: "Down for maintenance" };
      await expect(call(remoteAdminApi({ baseUrl: server.url }))).rejects.toMatchObject({
        code: "unavailable",
        message: "Down for maintenance",
      });
    } finally {
      await server.close();
    }
  });

  it("answers 401 as unauthorized, which makes the route clear the session", async () => {
    const server = await startHttpServer((_request, response) =>
      sendJson(response, 401, { success: false, error: "Token expired" }),
    );
    try {
      await expect(call(remoteAdminApi({ baseUrl: server.url, authToken: "tok_old" }))).rejects.toMatchObject({
        code: "unauthorized",
        status: 401,
        message: "Token expired",
      });
    } finally {
      await server.close();
    }
  });

  it("gives up when the admin API stalls past the timeout", async () => {
    const stalled = await startHttpServer(() => new Promise<void>(() => undefined)); // never answers
    try {
      const started = Date.now();
      await expect(call(remoteAdminApi({ baseUrl: stalled.url, timeoutMs: 150 }))).rejects.toMatchObject({
        code: "unavailable",
        message: "The service took too long to answer. Please try again.",
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await stalled.close();
    }
  });

  it("says the service is unavailable when nothing listens", async () => {
    const gone = await startHttpServer(() => undefined);
    await gone.close();
    await expect(call(remoteAdminApi({ baseUrl: gone.url }))).rejects.toMatchObject({
      code: "unavailable",
      message: "The service is unavailable. Please try again.",
    });
  });
});
