// Cross-site request forgery guard for route handlers that change state (server actions get the same check
// from Next). Browsers send Origin on every cross-origin POST and cannot forge it; server-to-server clients
// (x-api-key, curl) send none and stay allowed.

export const CROSS_ORIGIN_REFUSED = "Cross-origin requests are not allowed.";

export type OriginCheck = {
  /** The request's Origin header. */
  origin: string | null;
  /** Host (or the proxy's X-Forwarded-Host) the request was sent to. */
  host: string | null;
  /** SITE_URL: the public address, which a proxy in front may not pass on as Host. */
  siteUrl: string;
};

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

export function isAllowedOrigin({ origin, host, siteUrl }: OriginCheck): boolean {
  if (origin === null) return true;
  const originHost = hostOf(origin);
  // The opaque origin "null" (sandboxed frames, data: and file: pages) is never one of our pages.
  if (!originHost) return false;
  const ownHost = host?.split(",")[0].trim().toLowerCase();
  return originHost === ownHost || new URL(origin).origin === new URL(siteUrl).origin;
}
