import type { z } from "zod";
import { ApiError, type ApiErrorCode } from "@/lib/http";
import { plansResponseSchema } from "@/lib/plans/types";
import {
  ADMIN_API_TIMEOUT_MS,
  assignResultSchema,
  clientSchema,
  subscriptionSchema,
  tokenLimitSchema,
  userLimitSchema,
  type AdminApi,
} from "./contract";

type RemoteOptions = { baseUrl: string; authToken?: string; timeoutMs?: number; fetch?: typeof fetch };

const CODE_BY_STATUS: Record<number, ApiErrorCode> = { 400: "bad_request", 401: "unauthorized", 402: "payment_required", 403: "forbidden", 404: "not_found", 409: "conflict", 429: "rate_limited" };

/** Forwards each call to the provider's admin API (ADMIN_API_URL): JSON, 10 s timeout, Bearer token when we have one. */
export function remoteAdminApi({ baseUrl, authToken, timeoutMs = ADMIN_API_TIMEOUT_MS, fetch: fetchImpl = fetch }: RemoteOptions): AdminApi {
  // unwrap: read the answer's data field ({ success, data }); false when the schema reads the whole body.
  async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}, unwrap = true): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        ...init,
        headers: {
          accept: "application/json",
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
        },
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new ApiError("unavailable", timedOut ? "The service took too long to answer. Please try again." : "The service is unavailable. Please try again.");
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new ApiError(CODE_BY_STATUS[response.status] ?? "unavailable", serverMessage(body) ?? `Request failed with status ${response.status}`);
    const parsed = schema.safeParse(unwrap ? unwrapData(body) : body);
    if (!parsed.success) throw new ApiError("unavailable", "The service answered in an unexpected format.");
    return parsed.data;
  }

  return {
    listPlans: ({ country_code, billing_cycle }) => {
      const query = new URLSearchParams({ billing_cycle });
      if (country_code) query.set("country_code", country_code);
      return call(`/api/subscriptions/plans?${query}`, plansResponseSchema);
    },
    getClient: (clientId) => call(`/api/clients/${clientId}`, clientSchema),
    getClientSubscription: (clientId) => call(`/api/subscriptions/client/${clientId}`, subscriptionSchema.nullable()),
    assignSubscription: (body) => call("/api/subscriptions/assign", assignResultSchema, { method: "POST", body: JSON.stringify(body) }, false),
    validateUserLimit: ({ client_id, product_id }) => {
      const query = new URLSearchParams({ client_id: String(client_id) });
      if (product_id) query.set("product_id", product_id);
      return call(`/api/subscriptions/validate-user-limit?${query}`, userLimitSchema);
    },
    validateTokenLimit: ({ client_id, requested_tokens }) =>
      call(`/api/subscriptions/validate-token-limit?${new URLSearchParams({ client_id: String(client_id), requested_tokens: String(requested_tokens) })}`, tokenLimitSchema),
  };
}

/** SPEC: show the server's error field, else its message. */
function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === "string" && error) return error;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

// Some admin APIs wrap answers as { success, data }; accept both shapes.
function unwrapData(body: unknown): unknown {
  if (body && typeof body === "object" && "data" in body && !("plans" in body)) return (body as { data: unknown }).data;
  return body;
}
