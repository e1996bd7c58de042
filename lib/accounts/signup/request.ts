import "server-only";
import { cookies, headers } from "next/headers";
import type { RegisterContext } from "@/lib/accounts/backend";
import { clientIp, visitorCountry } from "@/lib/site/request/meta";

/**
 * Where a registration comes from, for the signup form's action and POST /api/clients/register alike: the visitor's
 * address (rate limit) and country (when the payload names none).
 */
export async function signupRequest(): Promise<RegisterContext> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return {
    ip: clientIp(headerList),
    countryCode: visitorCountry(headerList, (name) => cookieStore.get(name)?.value),
  };
}
