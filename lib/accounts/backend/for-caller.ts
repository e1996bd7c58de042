import "server-only";
import { bearerToken, NOT_AUTHENTICATED, resolveCaller, type Caller } from "@/lib/accounts/companies/caller";
import { getDb } from "@/lib/platform/db";
import { env } from "@/lib/platform/env";
import { ApiError } from "@/lib/platform/http";
import { SIGNUP_EXPIRED, signupClientId } from "@/lib/accounts/signup/signup-client";
import { getSession, signOut, type SessionData } from "@/lib/accounts/session";
import type { AdminApi } from "./contract";
import { adminApi } from "./index";

/**
 * For the admin routes: who is calling (401 without credentials), and the backend with the caller's Bearer token.
 * When the admin API answers 401 the session is cleared before the route answers 401 (docs/architecture.md).
 */
export async function adminApiForCaller(request: Request): Promise<{ caller: Caller; api: AdminApi }> {
  const session = await getSession();
  const caller = env.adminApiUrl
    ? await remoteCaller(adminApi(), request.headers, session)
    : await resolveCaller(await getDb(), request.headers, { clientId: session.clientId, authToken: session.authToken });
  return { caller, api: clearingSessionOn401(adminApi(caller.authToken)) };
}

/**
 * For the payment routes: the client the visitor registered (the signup session; no API key), and the backend
 * with the session's Bearer token. Embedded checks the session's token against our database; remote leaves that
 * to the provider, whose 401 clears the session.
 */
export async function adminApiForSignup(): Promise<{ clientId: number; api: AdminApi }> {
  if (!env.adminApiUrl) return { clientId: await signupClientId(await getDb()), api: clearingSessionOn401(adminApi()) };
  const { clientId, authToken } = await getSession();
  if (!clientId || !authToken) throw new ApiError("unauthorized", SIGNUP_EXPIRED);
  return { clientId, api: clearingSessionOn401(adminApi(authToken)) };
}

/**
 * On the remote backend the provider knows the clients, not our database: an API key (x-api-key, or the Bearer
 * token, which the remote backend's sessions hold too) is checked with the provider, and the session's token (the
 * API key it was opened with) is forwarded for the provider to judge.
 */
export async function remoteCaller(api: AdminApi, headers: Headers, session: SessionData): Promise<Caller> {
  const apiKey = headers.get("x-api-key") ?? bearerToken(headers);
  if (apiKey !== null) {
    const { client } = await api.validateApiKey(apiKey);
    return { clientId: client.id, authToken: apiKey };
  }
  if (session.clientId && session.authToken) return { clientId: session.clientId, authToken: session.authToken };
  throw new ApiError("unauthorized", NOT_AUTHENTICATED);
}

function clearingSessionOn401(api: AdminApi): AdminApi {
  const guard =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await method(...args);
      } catch (error) {
        if (error instanceof ApiError && error.code === "unauthorized") await signOut();
        throw error;
      }
    };
  return {
    capabilities: api.capabilities,
    registerClient: guard(api.registerClient),
    validateApiKey: guard(api.validateApiKey),
    listPlans: guard(api.listPlans),
    getClient: guard(api.getClient),
    getClientSubscription: guard(api.getClientSubscription),
    assignSubscription: guard(api.assignSubscription),
    validateUserLimit: guard(api.validateUserLimit),
    validateTokenLimit: guard(api.validateTokenLimit),
    // Generic methods: the guard keeps their arguments and answers as they are.
    createPayment: guard(api.createPayment) as AdminApi["createPayment"],
    confirmPayment: guard(api.confirmPayment) as AdminApi["confirmPayment"],
    checkoutStatus: guard(api.checkoutStatus),
    paymentHistory: guard(api.paymentHistory),
  };
}
