import type { GatewayName } from "@/lib/site/region/gateway";
import {
  ORDER_FAILED,
  PROCESSING_FAILED,
  SESSION_FAILED,
  verificationFailed,
} from "@/lib/billing/payments/form-messages";
import type { SandboxCard } from "@/lib/billing/payments/sandbox-card";

// The checkout's calls to our payment routes (docs/product.md section 7). The server prices the order; what the browser
// sends about the plan is only context.

export type PaymentMode = "live" | "sandbox" | "off";
export type PaymentModes = Record<GatewayName, PaymentMode>;

export type CreatedSession =
  | { gateway: "stripe"; reference: string; amount: number; currency: string; clientSecret: string }
  | { gateway: "razorpay"; reference: string; amount: number; currency: string; keyId: string }
  | { gateway: "sandbox"; reference: string; amount: number; currency: string };

/** code: the answer contract's code when the server refused (docs/architecture.md); the checkout branches on it. */
export class PaymentError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const codeOf = (json: Record<string, unknown> | null) => (typeof json?.code === "string" ? json.code : undefined);

const TIMEOUT_MS = 10_000;

async function post(
  path: string,
  body: unknown,
): Promise<{ response: Response; json: Record<string, unknown> | null }> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new PaymentError(PROCESSING_FAILED);
  }
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  return { response, json };
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

export async function createSession(kind: GatewayName, body: Record<string, unknown>): Promise<CreatedSession> {
  const path = kind === "razorpay" ? "/api/payments/create-razorpay-order" : "/api/payments/create-stripe-session";
  const fallback = kind === "razorpay" ? ORDER_FAILED : SESSION_FAILED;
  const { response, json } = await post(path, body);
  const data = json?.data as Record<string, unknown> | undefined;
  if (!response.ok || !json?.success || !data) throw new PaymentError(text(json?.error) ?? fallback, codeOf(json));
  const base = { amount: Number(data.amount), currency: String(data.currency) };
  const reference = text(data.order_id) ?? text(data.payment_intent_id);
  if (!reference) throw new PaymentError(fallback);
  if (data.gateway === "sandbox") return { gateway: "sandbox", reference, ...base };
  if (data.gateway === "razorpay" && text(data.key_id))
    return { gateway: "razorpay", reference, keyId: String(data.key_id), ...base };
  if (data.gateway === "stripe" && text(data.client_secret))
    return { gateway: "stripe", reference, clientSecret: String(data.client_secret), ...base };
  throw new PaymentError(fallback);
}

export type Confirmation =
  | { via: "stripe"; paymentIntentId: string; card?: SandboxCard }
  | { via: "razorpay"; orderId: string; paymentId: string; signature: string }
  | { via: "razorpay-sandbox"; orderId: string; card: SandboxCard };

/** Asks the server to check the payment with the gateway and fulfil it. A decline throws the gateway's words for it. */
export async function confirmSession(clientId: number, confirmation: Confirmation): Promise<void> {
  const { path, body } =
    confirmation.via === "stripe"
      ? {
          path: "/api/payments/confirm-stripe-payment",
          body: { payment_intent_id: confirmation.paymentIntentId, card: confirmation.card },
        }
      : confirmation.via === "razorpay"
        ? {
            path: "/api/payments/verify-razorpay-payment",
            body: {
              order_id: confirmation.orderId,
              payment_id: confirmation.paymentId,
              signature: confirmation.signature,
            },
          }
        : {
            path: "/api/payments/verify-razorpay-payment",
            body: { order_id: confirmation.orderId, card: confirmation.card },
          };
  const { response, json } = await post(path, { client_id: clientId, ...body });
  const data = json?.data as { status?: unknown; message?: unknown } | undefined;
  // A declined card is an answer (200), not an HTTP error: its message, as the gateway words it, is the error shown.
  if (response.ok && json?.success && data?.status === "declined")
    throw new PaymentError(text(data.message) ?? PROCESSING_FAILED);
  if (response.ok && json?.success) return;
  throw new PaymentError(text(json?.error) ?? verificationFailed(response.status, response.statusText), codeOf(json));
}
