import { env } from "@/lib/env";
import { detectLocation, parseLocationCookie } from "@/lib/region/detect";
import { isRegion, LOCATION_COOKIE, REGION_COOKIE } from "@/lib/region/regions";

type HeaderSource = { get: (name: string) => string | null };
type CookieSource = (name: string) => string | undefined;

/**
 * The caller's IP for rate limiting. Every proxy appends the address it got the request from to x-forwarded-for,
 * so only the last `trustedHops` entries were written by machines we run; whatever stands left of them came
 * with the request and may be forged. With one proxy in front (Vercel, a load balancer) the client is the last
 * entry. Without the header all requests share "unknown" (and its limit), which errs on the safe side.
 */
export function clientIp(headers: HeaderSource, trustedHops = env.trustedProxyHops): string {
  const entries = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  const client = entries[Math.max(0, entries.length - trustedHops)];
  return client || headers.get("x-real-ip")?.trim() || "unknown";
}

/** The visitor's country: the user_country cookie proxy.ts caches, else the same detection proxy.ts runs. */
export function visitorCountry(headers: HeaderSource, cookie: CookieSource, now = Date.now()): string {
  const regionCookie = cookie(REGION_COOKIE);
  const { location } = detectLocation({
    regionCookie: isRegion(regionCookie) ? regionCookie : null,
    cached: parseLocationCookie(cookie(LOCATION_COOKIE)),
    geoCountry: headers.get("x-vercel-ip-country") ?? headers.get("cf-ipcountry"),
    acceptLanguage: headers.get("accept-language"),
    now,
  });
  return location.countryCode;
}
