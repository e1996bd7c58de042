// Test-only: a stand-in for the provider's admin API that IS one of our backends (usually the embedded one on a real
// database) served over real HTTP with the answers our own routes give. The remote backend pointed at it must then
// behave exactly like the backend itself: that is the contract suite's proof that the two cannot drift.
import type { ServerResponse } from "node:http";
import { NextResponse } from "next/server";
import { z } from "zod";
import {
  assignSubscriptionSchema,
  clientIdParamSchema,
  tokenLimitQuerySchema,
  userLimitQuerySchema,
  type AdminApi,
} from "@/lib/accounts/backend/contract";
import { checkoutStatusQuerySchema } from "@/lib/billing/payments/payment-records";
import { bearerToken } from "@/lib/accounts/companies/caller";
import { REGISTRATION_INVALID } from "@/lib/accounts/companies/messages";
import { clientIp, type AddressTrust } from "@/lib/site/request/meta";
import { answerRegistration, parseRegistration } from "@/lib/accounts/companies/submit";
import { ApiError, parseQuery, toErrorResponse } from "@/lib/platform/http";
import { plansQuerySchema } from "@/lib/billing/plans/types";
import { paymentMethods } from "@/lib/accounts/backend/payment-methods";
import { createPaymentSchema } from "@/lib/billing/payments/schema";
import { startHttpServer, type Handler, type RecordedRequest } from "./http-server";

// The site calling this provider is its one proxy: it forwards its visitor's address in X-Forwarded-For.
const SITE_IN_FRONT: AddressTrust = { vercel: false, trustedProxyHops: 1, peerStamped: false };

type Options = {
  /** Whether a Bearer token may use the client routes (a 401 otherwise); every token by default. */
  acceptsToken?: (token: string | undefined) => boolean;
  /** The country of a registration whose payload names none. */
  countryCode?: string;
};

export const TOKEN_REFUSED = "Your session has expired. Please sign in again.";

export async function startAdminApiServer(backend: AdminApi, options: Options = {}) {
  return startHttpServer(adminApiHandler(backend, options));
}

/** The same routes as a request handler, for a server of one's own (testing/admin-api-process.ts, on a fixed port). */
export function adminApiHandler(backend: AdminApi, options: Options = {}): Handler {
  return async (request, response) => {
    let answer: Response;
    try {
      answer = await route(backend, request, options);
    } catch (error) {
      answer = toErrorResponse(error);
    }
    await send(response, answer);
  };
}

async function route(
  backend: AdminApi,
  request: RecordedRequest,
  { acceptsToken = () => true, countryCode = "US" }: Options,
): Promise<Response> {
  const url = new URL(request.url, "http://admin.test");
  const headers = new Headers(
    Object.entries(request.headers).flatMap(([name, value]): [string, string][] =>
      typeof value === "string" ? [[name, value]] : [],
    ),
  );
  const post = request.method === "POST";
  const json = () => {
    try {
      return JSON.parse(request.body) as unknown;
    } catch {
      return undefined;
    }
  };

  if (post && url.pathname === "/api/clients/register") {
    const body = json();
    if (body === undefined)
      return NextResponse.json({ success: false, code: "invalid_input", error: REGISTRATION_INVALID }, { status: 400 });
    const parsed = parseRegistration(body);
    const { status, answer } = parsed.success
      ? await answerRegistration(parsed.data, (payload) =>
          backend.registerClient(payload, { ip: clientIp(headers, SITE_IN_FRONT), countryCode }),
        )
      : parsed.invalid;
    return NextResponse.json(answer, { status });
  }
  if (post && url.pathname === "/api/clients/validate-api-key") {
    const { client } = await backend.validateApiKey(headers.get("x-api-key") ?? "");
    return NextResponse.json({ success: true, client });
  }
  if (url.pathname === "/api/subscriptions/plans")
    return NextResponse.json(await backend.listPlans(parseQuery(plansQuerySchema, url.searchParams)));

  const bearer = bearerToken(headers) ?? undefined;
  if (!acceptsToken(bearer)) throw new ApiError("unauthorized", TOKEN_REFUSED);
  const client = /^\/api\/clients\/([^/]+)$/.exec(url.pathname);
  if (client) return NextResponse.json({ success: true, data: await backend.getClient(idParam(client[1])) });
  const subscription = /^\/api\/subscriptions\/client\/([^/]+)$/.exec(url.pathname);
  if (subscription)
    return NextResponse.json({ success: true, data: await backend.getClientSubscription(idParam(subscription[1])) });
  if (post && url.pathname === "/api/subscriptions/assign") {
    const { data, message } = await backend.assignSubscription(assignSubscriptionSchema.parse(json() ?? {}));
    return NextResponse.json({ success: true, data, message });
  }
  if (url.pathname === "/api/subscriptions/validate-user-limit") {
    return NextResponse.json({
      success: true,
      data: await backend.validateUserLimit(parseQuery(userLimitQuerySchema, url.searchParams)),
    });
  }
  if (url.pathname === "/api/subscriptions/validate-token-limit") {
    return NextResponse.json({
      success: true,
      data: await backend.validateTokenLimit(parseQuery(tokenLimitQuerySchema, url.searchParams)),
    });
  }
  if (!post && (url.pathname === "/api/payments/checkout-status" || url.pathname === "/api/payments/history")) {
    const { client: caller } = await backend.validateApiKey(bearer ?? "");
    const data =
      url.pathname === "/api/payments/history"
        ? await backend.paymentHistory(caller.id)
        : await backend.checkoutStatus(caller.id, parseQuery(checkoutStatusQuerySchema, url.searchParams).reference);
    return NextResponse.json({ success: true, data });
  }
  if (post && url.pathname.startsWith("/api/payments/"))
    return NextResponse.json({ success: true, data: await pay(backend, url.pathname, bearer, json() ?? {}) });
  throw new ApiError("not_found", `No route for ${request.method} ${url.pathname}`);
}

/** The payment calls, for the client whose API key is the Bearer token (as the remote backend's sign-in forwards it). */
async function pay(backend: AdminApi, path: string, bearer: string | undefined, body: unknown) {
  const { client } = await backend.validateApiKey(bearer ?? "");
  for (const [gateway, method] of paymentMethods()) {
    if (path === method.paths.create) return backend.createPayment(gateway, client.id, createPaymentSchema.parse(body));
    // The method's body without the checkout's client_id, which the provider never receives.
    if (path === method.paths.confirm) {
      const confirm = method.confirmSchema.parse(body) as Record<string, unknown>;
      delete confirm.client_id;
      return backend.confirmPayment(gateway, client.id, confirm as never);
    }
  }
  throw new ApiError("not_found", `No route for POST ${path}`);
}

// As the [id] routes read their path parameter.
const idParam = (raw: string) =>
  parseQuery(z.object({ id: clientIdParamSchema }), new URLSearchParams({ id: decodeURIComponent(raw) })).id;

async function send(response: ServerResponse, answer: Response) {
  response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json" });
  response.end(await answer.text());
}
