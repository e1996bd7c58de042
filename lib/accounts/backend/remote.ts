import { z } from "zod";
import { EMAIL_TAKEN, PLAN_UNAVAILABLE } from "@/lib/accounts/companies/messages";
import { ApiError, isApiErrorCode, type ApiErrorCode } from "@/lib/platform/http";
import { UNATTRIBUTED } from "@/lib/site/request/meta";
import { plansResponseSchema } from "@/lib/billing/plans/types";
import {
  ADMIN_API_TIMEOUT_MS,
  assignResultSchema,
  clientSchema,
  INVALID_API_KEY,
  NO_CAPABILITIES,
  paymentStatusSchema,
  registrationAnswerSchema,
  subscriptionSchema,
  tokenLimitSchema,
  userLimitSchema,
  type AdminApi,
} from "./contract";
import { paymentMethod, type AnyPaymentMethod } from "./payment-methods";
import { paymentRecordSchema } from "@/lib/billing/payments/payment-records";

/**
 * The provider's own code when it answers with this site's contract; for a provider that answers only in words, the
 * refusals the signup screen treats apart, recognised by the product's wording.
 */
function serverCode(body: unknown, message: string | undefined): ApiErrorCode | undefined {
  const code = body && typeof body === "object" ? (body as { code?: unknown }).code : undefined;
  if (isApiErrorCode(code)) return code;
  if (message === EMAIL_TAKEN) return "email_taken";
  if (message === PLAN_UNAVAILABLE) return "plan_unavailable";
  return undefined;
}

type RemoteOptions = { baseUrl: string; authToken?: string; timeoutMs?: number; fetch?: typeof fetch };
type Answer<T> = { status: number; body: T };

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: "bad_request",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  429: "rate_limited",
};

/** Forwards each call to the provider's admin API (ADMIN_API_URL): JSON, 10 s timeout, Bearer token when we have one. */
export function remoteAdminApi({
  baseUrl,
  authToken,
  timeoutMs = ADMIN_API_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
}: RemoteOptions): AdminApi {
  // unwrap: read the answer's data field ({ success, data }); false when the schema reads the whole body.
  async function call<T>(path: string, schema: z.ZodType<T>, init: RequestInit = {}, unwrap = true): Promise<T> {
    return (await exchange(path, schema, init, unwrap)).body;
  }

  async function exchange<T>(
    path: string,
    schema: z.ZodType<T>,
    init: RequestInit,
    unwrap: boolean,
  ): Promise<Answer<T>> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        ...init,
        headers: {
          accept: "application/json",
          ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
          ...(authToken ? { authorization: `Bearer ${authToken}` } : {}),
          ...(init.headers as Record<string, string> | undefined),
        },
        signal: AbortSignal.timeout(timeoutMs),
        cache: "no-store",
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError";
      throw new ApiError(
        "unavailable",
        timedOut
          ? "The service took too long to answer. Please try again."
          : "The service is unavailable. Please try again.",
      );
    }
    const body: unknown = await response.json().catch(() => null);
    // Some admin APIs refuse with HTTP 200 and { success: false, error }.
    const refused = Boolean(body && typeof body === "object" && (body as { success?: unknown }).success === false);
    if (!response.ok || refused) {
      const message = serverMessage(body);
      throw new ApiError(
        serverCode(body, message) ?? CODE_BY_STATUS[response.status] ?? (response.ok ? "bad_request" : "unavailable"),
        message ?? `Request failed with status ${response.status}`,
        serverDetails(body),
      );
    }
    const parsed = schema.safeParse(unwrap ? unwrapData(body) : body);
    if (!parsed.success) throw new ApiError("unavailable", "The service answered in an unexpected format.");
    return { status: response.status, body: parsed.data };
  }

  return {
    // The provider owns its clients: our database has no row for them.
    capabilities: NO_CAPABILITIES,
    registerClient: async (payload, { ip, countryCode }) => {
      // docs/product.md section 7: the form plus country_code (the visitor's, unless the payload names one) and plan_data.
      const body = JSON.stringify({ ...payload, country_code: payload.country_code || countryCode });
      // The provider limits registrations per visitor, not per this site.
      const headers = ip && ip !== UNATTRIBUTED ? { "x-forwarded-for": ip } : undefined;
      const { status, body: answer } = await exchange(
        "/api/clients/register",
        registrationAnswerSchema,
        { method: "POST", body, headers },
        false,
      );
      const { data } = answer;
      return {
        data,
        message: answer.message,
        // Our own API says whether a payment is due; without a word from the provider, nothing is charged.
        requiresPayment: answer.requires_payment ?? false,
        replayed: status === 200,
        // The provider knows its clients by API key: that is the credential later calls forward. A filled
        // honeypot means a bot, whatever the answer, and a replay (200) answers whoever holds the form's key:
        // nobody is signed in.
        signIn: payload.website || status === 200 ? null : { clientId: data.id, authToken: data.api_key },
      };
    },

    validateApiKey: async (apiKey) => {
      if (!apiKey) throw new ApiError("unauthorized", INVALID_API_KEY);
      const { client } = await call(
        "/api/clients/validate-api-key",
        validatedKeySchema,
        { method: "POST", body: "{}", headers: { "x-api-key": apiKey } },
        false,
      );
      return { client, signIn: { clientId: client.id, authToken: apiKey } };
    },

    listPlans: ({ country_code, billing_cycle }) => {
      const query = new URLSearchParams({ billing_cycle });
      if (country_code) query.set("country_code", country_code);
      return call(`/api/subscriptions/plans?${query}`, plansResponseSchema);
    },
    getClient: (clientId) => call(`/api/clients/${clientId}`, clientSchema),
    getClientSubscription: (clientId) => call(`/api/subscriptions/client/${clientId}`, subscriptionSchema.nullable()),
    assignSubscription: (body) =>
      call("/api/subscriptions/assign", assignResultSchema, { method: "POST", body: JSON.stringify(body) }, false),
    validateUserLimit: ({ client_id, product_id }) => {
      const query = new URLSearchParams({ client_id: String(client_id) });
      if (product_id) query.set("product_id", product_id);
      return call(`/api/subscriptions/validate-user-limit?${query}`, userLimitSchema);
    },
    validateTokenLimit: ({ client_id, requested_tokens }) =>
      call(
        `/api/subscriptions/validate-token-limit?${new URLSearchParams({ client_id: String(client_id), requested_tokens: String(requested_tokens) })}`,
        tokenLimitSchema,
      ),
    // The provider knows the paying client by the Bearer token; the session's client id stays with us.
    createPayment: (gateway, _clientId, body) => {
      const method: AnyPaymentMethod = paymentMethod(gateway);
      return call(method.paths.create, method.createdSchema, post(body));
    },
    confirmPayment: (gateway, _clientId, body) =>
      call(paymentMethod(gateway).paths.confirm, paymentStatusSchema, post(body)),
    checkoutStatus: (_clientId, reference) =>
      call(`/api/payments/checkout-status?${new URLSearchParams({ reference })}`, paymentRecordSchema),
    paymentHistory: () => call("/api/payments/history", z.array(paymentRecordSchema)),
  };
}

const validatedKeySchema = z.object({ client: clientSchema });

const post = (body: unknown): RequestInit => ({ method: "POST", body: JSON.stringify(body) });

/** the product spec: show the server's error field, else its message. */
function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === "string" && error) return error;
    if (typeof message === "string" && message) return message;
  }
  return undefined;
}

/** the product spec: a refused registration reads error and details (the per-field messages). */
function serverDetails(body: unknown): Record<string, string> | undefined {
  const details = body && typeof body === "object" ? (body as { details?: unknown }).details : undefined;
  if (!details || typeof details !== "object") return undefined;
  const entries = Object.entries(details).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return entries.length ? Object.fromEntries(entries) : undefined;
}

// Some admin APIs wrap answers as { success, data }; accept both shapes.
function unwrapData(body: unknown): unknown {
  if (body && typeof body === "object" && "data" in body && !("plans" in body)) return (body as { data: unknown }).data;
  return body;
}
