// Test-only: local stand-ins for the Stripe and Razorpay APIs the real SDKs talk to (apiUrl), each with a `down`
// switch that makes the API answer 500 the way the gateway does.
import { sendJson, startHttpServer } from "./http-server";

type Reply = { status: number; body: unknown };
type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  client_secret: string;
  status: string;
  last_payment_error: { type: string; message: string } | null;
  cancellation_reason: string | null;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * PaymentIntents create/retrieve and refunds. Like Stripe, a POST's first answer is kept under its Idempotency-Key, errors
 * included, and replayed (with Idempotent-Replayed: true) for any later request with the same key; a second refund of
 * an intent under another key is refused (charge_already_refunded).
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const byKey = new Map<string, Reply>();
  const state = { down: false };
  const outage: Reply = { status: 500, body: { error: { type: "api_error", message: "An unknown error occurred" } } };
  const server = await startHttpServer((request, response) => {
    if (request.method === "POST" && request.url === "/v1/payment_intents") {
      const key = String(request.headers["idempotency-key"] ?? "");
      const saved = byKey.get(key);
      if (saved) {
        response.setHeader("idempotent-replayed", "true");
        return sendJson(response, saved.status, saved.body);
      }
      let reply = outage;
      if (!state.down) {
        const form = new URLSearchParams(request.body);
        const id = `pi_fake_${intents.size + 1}`;
        const intent: Intent = {
          id,
          object: "payment_intent",
          amount: Number(form.get("amount")),
          currency: form.get("currency") ?? "usd",
          client_secret: `${id}_secret`,
          status: "requires_payment_method",
          last_payment_error: null,
          cancellation_reason: null,
        };
        intents.set(id, intent);
        reply = { status: 200, body: intent };
      }
      byKey.set(key, reply);
      return sendJson(response, reply.status, reply.body);
    }
    if (request.method === "POST" && request.url === "/v1/refunds") {
      const key = String(request.headers["idempotency-key"] ?? "");
      const saved = byKey.get(key);
      if (saved) {
        response.setHeader("idempotent-replayed", "true");
        return sendJson(response, saved.status, saved.body);
      }
      if (state.down) {
        byKey.set(key, outage);
        return sendJson(response, outage.status, outage.body);
      }
      const intent = intents.get(new URLSearchParams(request.body).get("payment_intent") ?? "");
      if (!intent)
        return sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
      if (refunds.some((done) => done.payment_intent === intent.id))
        return sendJson(response, 400, {
          error: {
            type: "invalid_request_error",
            code: "charge_already_refunded",
            message: `Charge for ${intent.id} has already been refunded.`,
          },
        });
      const refund = {
        id: `re_fake_${refunds.length + 1}`,
        object: "refund",
        payment_intent: intent.id,
        amount: intent.amount,
        status: "succeeded",
      };
      refunds.push(refund);
      byKey.set(key, { status: 200, body: refund });
      return sendJson(response, 200, refund);
    }
    const retrieve = /^\/v1\/payment_intents\/([^/?]+)/.exec(request.url);
    if (request.method === "GET" && retrieve) {
      if (state.down) return sendJson(response, outage.status, outage.body);
      const intent = intents.get(retrieve[1]);
      return intent
        ? sendJson(response, 200, intent)
        : sendJson(response, 404, { error: { type: "invalid_request_error", message: "No such payment_intent" } });
    }
    sendJson(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${request.url})` },
    });
  });
  return {
    ...server,
    intents,
    refunds,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    /** The visitor paid in the Payment Element. */
    succeed: (id: string) => {
      const intent = intents.get(id);
      if (intent) intent.status = "succeeded";
    },
    /** The visitor's card was declined in the Payment Element. */
    decline: (id: string, message = "Your card was declined.") => {
      const intent = intents.get(id);
      if (intent) intent.last_payment_error = { type: "card_error", message };
    },
    /** Any other state Stripe can leave an intent in (processing, requires_action, canceled…). */
    setStatus: (id: string, status: string) => {
      const intent = intents.get(id);
      if (intent) intent.status = status;
    },
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;

type RazorpayPayment = {
  id: string;
  entity: "payment";
  order_id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  error_description: string | null;
  created_at: number;
};

/**
 * Orders create, an order's payments fetch and payment refunds, as Razorpay answers them (no idempotency keys: every
 * POST makes a new order).
 */
export async function startFakeRazorpay() {
  const orders: { id: string; amount: number; currency: string; receipt: string }[] = [];
  const payments: RazorpayPayment[] = [];
  const refunds: { id: string; payment_id: string; amount: number }[] = [];
  const state = { down: false };
  const server = await startHttpServer((request, response) => {
    if (request.method === "POST" && request.url === "/v1/orders") {
      if (state.down)
        return sendJson(response, 500, {
          error: {
            code: "SERVER_ERROR",
            description: "The server encountered an error. The incident has been reported to admins.",
          },
        });
      const body = JSON.parse(request.body) as { amount: number; currency: string; receipt: string };
      const order = {
        id: `order_fake_${orders.length + 1}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt,
      };
      orders.push(order);
      return sendJson(response, 200, { ...order, entity: "order", status: "created" });
    }
    const orderPayments = /^\/v1\/orders\/([^/?]+)\/payments/.exec(request.url);
    if (request.method === "GET" && orderPayments) {
      if (state.down)
        return sendJson(response, 500, {
          error: {
            code: "SERVER_ERROR",
            description: "The server encountered an error. The incident has been reported to admins.",
          },
        });
      if (!orders.some((order) => order.id === orderPayments[1]))
        return sendJson(response, 400, {
          error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" },
        });
      // Newest first, as Razorpay lists them.
      const items = payments.filter((payment) => payment.order_id === orderPayments[1]).reverse();
      return sendJson(response, 200, { entity: "collection", count: items.length, items });
    }
    const refund = /^\/v1\/payments\/([^/?]+)\/refund$/.exec(request.url);
    if (request.method === "POST" && refund) {
      if (state.down)
        return sendJson(response, 500, {
          error: {
            code: "SERVER_ERROR",
            description: "The server encountered an error. The incident has been reported to admins.",
          },
        });
      if (refunds.some((done) => done.payment_id === refund[1])) {
        return sendJson(response, 400, {
          error: { code: "BAD_REQUEST_ERROR", description: "The payment has been fully refunded already" },
        });
      }
      const body = JSON.parse(request.body || "{}") as { amount?: number };
      const done = {
        id: `rfnd_fake_${refunds.length + 1}`,
        entity: "refund",
        payment_id: refund[1],
        amount: Number(body.amount),
      };
      refunds.push(done);
      return sendJson(response, 200, done);
    }
    sendJson(response, 400, {
      error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
    });
  });
  return {
    ...server,
    orders,
    payments,
    refunds,
    /** The buyer paid (or tried to) in Razorpay Checkout: a payment on the order, in this state. */
    pay: (orderId: string, status: RazorpayPayment["status"], errorDescription: string | null = null) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const payment: RazorpayPayment = {
        id: `pay_fake_${payments.length + 1}`,
        entity: "payment",
        order_id: orderId,
        amount: order.amount,
        currency: order.currency,
        status,
        error_description: errorDescription,
        created_at: Math.floor(Date.now() / 1000) + payments.length,
      };
      payments.push(payment);
      return payment;
    },
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
  };
}
