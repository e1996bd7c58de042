import { detectLocation, parseLocationCookie } from "@/lib/region/detect";
import { isRegion, LOCATION_COOKIE, REGION_COOKIE } from "@/lib/region/regions";

type HeaderSource = { get: (name: string) => string | null };
type CookieSource = (name: string) => string | undefined;

/**
 * The caller's IP for rate limiting. Behind Vercel or a proxy that sets it, the first x-forwarded-for entry is the
 * client; without one all requests share "unknown" (and its limit), which errs on the safe side.
 */
export function clientIp(headers: HeaderSource): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || "unknown";
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
