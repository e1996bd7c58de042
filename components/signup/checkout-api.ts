import { gatewayFacts, SANDBOX, type GatewayName } from "@/lib/billing/gateways";
import { PROCESSING_FAILED, verificationFailed } from "@/lib/billing/payments/form-messages";

// The checkout's calls to our payment routes (docs/product.md section 7), at each gateway's paths (lib/billing/gateways). The server prices the order; what the browser
// sends about the plan is only context.

export type PaymentMode = "live" | "sandbox" | "off";
export type PaymentModes = Record<GatewayName, PaymentMode>;

/** The order the create route made: a sandbox session, or the gateway's own order with its answer for the widget. */
export type CreatedSession = {
  sandbox: boolean;
  reference: string;
  amount: number;
  currency: string;
  data: Record<string, unknown>;
};

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

/** POST the gateway's create route: the server prices the order. */
export async function createSession(kind: GatewayName, body: Record<string, unknown>): Promise<CreatedSession> {
  const { paths, referenceField, createFailed: fallback } = gatewayFacts(kind);
  const { response, json } = await post(paths.create, body);
  const data = json?.data as Record<string, unknown> | undefined;
  if (!response.ok || !json?.success || !data) throw new PaymentError(text(json?.error) ?? fallback, codeOf(json));
  const reference = text(data[referenceField]);
  const madeBy = [SANDBOX, kind].find((name) => name === data.gateway);
  if (!reference || !madeBy) throw new PaymentError(fallback);
  return {
    sandbox: madeBy !== kind,
    reference,
    amount: Number(data.amount),
    currency: String(data.currency),
    data,
  };
}

/**
 * Asks the server to check the payment with the gateway and fulfil it. body: the gateway's confirm body (its
 * reference, and the widget's answer or the sandbox's card). A decline throws the gateway's words for it.
 */
export async function confirmSession(
  clientId: number,
  kind: GatewayName,
  body: Record<string, unknown>,
): Promise<void> {
  const { response, json } = await post(gatewayFacts(kind).paths.confirm, { client_id: clientId, ...body });
  const data = json?.data as { status?: unknown; message?: unknown } | undefined;
  // A declined card is an answer (200), not an HTTP error: its message, as the gateway words it, is the error shown.
  if (response.ok && json?.success && data?.status === "declined")
    throw new PaymentError(text(data.message) ?? PROCESSING_FAILED);
  if (response.ok && json?.success) return;
  throw new PaymentError(text(json?.error) ?? verificationFailed(response.status, response.statusText), codeOf(json));
}
