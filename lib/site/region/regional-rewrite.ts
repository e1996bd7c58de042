import { detectLocation, LOCATION_TTL_MS, parseLocationCookie, type LocationData } from "./detect";
import { isRegion } from "./regions";
import { isRegionalPath, regionalTarget } from "./routes";

export type RegionalRequest = {
  pathname: string;
  /** The `region` cookie: the visitor's choice in the header's selector. */
  regionCookie?: string | null;
  /** The `user_country` cookie: the cached detection. */
  locationCookie?: string | null;
  /** x-vercel-ip-country or cf-ipcountry. */
  geoCountry?: string | null;
  acceptLanguage?: string | null;
  now: number;
};

/**
 * Where a regional page's clean URL is served from for this visitor, and the detection to cache in the
 * `user_country` cookie when it is new (null when the cookie already holds it). Null for other paths.
 * proxy.ts and the production server's page cache (server/) both decide with this one function.
 */
export function regionalRewrite(request: RegionalRequest): { target: string; newLocation: LocationData | null } | null {
  if (!isRegionalPath(request.pathname)) return null;
  const { location, region, fresh } = detect(request);
  return { target: regionalTarget(request.pathname, region), newLocation: fresh ? location : null };
}

/**
 * Pages rendered on each request in the visitor's currency (not prerendered per region): the proxy caches the
 * detection they use, as for a regional page, so the header's selector shows the region the page charges in.
 */
export const COUNTRY_DETECTING_PATHS: readonly string[] = ["/signup"];

/** For such a page: the detection to cache in the `user_country` cookie when it is new, else null. */
export function detectionToCache(request: RegionalRequest): LocationData | null {
  if (!COUNTRY_DETECTING_PATHS.includes(request.pathname)) return null;
  const { location, fresh } = detect(request);
  return fresh ? location : null;
}

function detect(request: RegionalRequest) {
  return detectLocation({
    regionCookie: isRegion(request.regionCookie) ? request.regionCookie : null,
    cached: parseLocationCookie(request.locationCookie ?? undefined),
    geoCountry: request.geoCountry,
    acceptLanguage: request.acceptLanguage,
    now: request.now,
  });
}

/**
 * The Cache-Control of a regional page's clean URL: its answer depends on the visitor's cookies and headers, so a
 * shared cache (a CDN, a proxy) must not keep it for everyone; the browser keeps it and revalidates by ETag. The
 * variant it is served from (/india/pricing) stays cacheable by its own URL.
 */
export const REGIONAL_PAGE_CACHE_CONTROL = "private, no-cache";

/** How the `user_country` cookie is set: value JSON.stringify(location), for every path, for 24 hours. */
export const LOCATION_COOKIE_OPTIONS = { path: "/", maxAge: LOCATION_TTL_MS / 1000, sameSite: "lax" } as const;

/**
 * LOCATION_COOKIE_OPTIONS for one request: Secure when the visitor reached us over https, as the proxy in front says
 * (X-Forwarded-Proto, which Next also sets for a TLS socket) or the URL does. Decided per request, not per build:
 * the same build serves https in production and http://localhost, where a Secure cookie would be dropped.
 */
export function locationCookieOptions({
  protocol,
  forwardedProto,
}: {
  protocol: string;
  forwardedProto: string | null;
}) {
  const secure = forwardedProto?.split(",")[0].trim().toLowerCase() === "https" || protocol === "https:";
  return { ...LOCATION_COOKIE_OPTIONS, secure };
}
