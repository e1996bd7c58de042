import "server-only";
import { resolveCaller, type Caller } from "@/lib/clients/caller";
import { getDb } from "@/lib/db";
import { ApiError } from "@/lib/http";
import { getSession, signOut } from "@/lib/session";
import type { AdminApi } from "./contract";
import { adminApi } from "./index";

/**
 * For the admin routes: who is calling (401 without credentials), and the backend with the caller's Bearer token.
 * When the admin API answers 401 the session is cleared before the route answers 401 (DESIGN.md).
 */
export async function adminApiForCaller(request: Request): Promise<{ caller: Caller; api: AdminApi }> {
  const session = await getSession();
  const caller = await resolveCaller(await getDb(), request.headers, { clientId: session.clientId, authToken: session.authToken });
  return { caller, api: clearingSessionOn401(adminApi(caller.authToken)) };
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
    listPlans: guard(api.listPlans),
    getClient: guard(api.getClient),
    getClientSubscription: guard(api.getClientSubscription),
    assignSubscription: guard(api.assignSubscription),
    validateUserLimit: guard(api.validateUserLimit),
    validateTokenLimit: guard(api.validateTokenLimit),
  };
}
