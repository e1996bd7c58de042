import type { DatabaseHandle } from "@/lib/platform/db/client";
import { openTestPglite } from "@/testing/pglite-template";

// A gateway without its keys and webhook secret (every e2e server, a deployment that takes no payments): its webhook
// address does not exist, 404 with the answer contract's body, signed or not.
for (const name of [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "RAZORPAY_KEY_ID",
  "RAZORPAY_KEY_SECRET",
  "RAZORPAY_WEBHOOK_SECRET",
])
  delete process.env[name];

type Route = { POST: (request: Request) => Promise<Response> };
const slot = globalThis as { leadflowDb?: { database?: Promise<unknown> } };
let handle: DatabaseHandle;
let routes: Record<"stripe" | "razorpay", Route>;

beforeAll(async () => {
  handle = await openTestPglite();
  slot.leadflowDb = { database: Promise.resolve(handle.db) };
  routes = {
    stripe: (await import("./stripe/route")) as unknown as Route,
    razorpay: (await import("./razorpay/route")) as unknown as Route,
  };
}, 60_000);
afterAll(async () => {
  slot.leadflowDb = undefined;
  await handle.close();
});

it.each(["stripe", "razorpay"] as const)("%s: 404 when the gateway is not configured", async (gateway) => {
  const body = JSON.stringify({ id: "evt_1", type: "payment_intent.succeeded", event: "payment.captured" });
  const response = await routes[gateway].POST(
    new Request(`http://127.0.0.1/api/webhooks/${gateway}`, {
      method: "POST",
      body,
      headers: { "stripe-signature": "t=1,v1=abc", "x-razorpay-signature": "abc" },
    }),
  );
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ success: false, code: "not_found", error: "Webhooks are not configured." });
});
