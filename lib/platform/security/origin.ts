// Cross-site request forgery guard for route handlers that change state (server actions get the same check
// from Next). Browsers send Origin on every cross-origin POST and cannot forge it; server-to-server clients
// (x-api-key, curl) send none and stay allowed.

export const CROSS_ORIGIN_REFUSED = "Cross-origin requests are not allowed.";

export type OriginCheck = {
  /** The request's Origin header. */
  origin: string | null;
  /** Host (or the proxy's X-Forwarded-Host) the request was sent to. */
  host: string | null;
  /**
   * The scheme the request came in with ("https", "http:"; the proxy's X-Forwarded-Proto, else the URL's). With it,
   * an Origin must match scheme, host and port; without it (a Referer checked where no request is at hand), host and port.
   */
  protocol?: string | null;
  /** SITE_URL: the public address, which a proxy in front may not pass on as Host. */
  siteUrl: string;
};

function originOf(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.host ? parsed : null;
  } catch {
    return null;
  }
}

/** The request's own origin, from its scheme and Host: "https://leadflow.example". */
function ownOrigin(protocol: string, host: string): string | null {
  const scheme = protocol.split(",")[0].trim().toLowerCase().replace(/:$/, "");
  if (scheme !== "http" && scheme !== "https") return null;
  return originOf(`${scheme}://${host}`)?.origin ?? null;
}

export function isAllowedOrigin({ origin, host, protocol, siteUrl }: OriginCheck): boolean {
  if (origin === null) return true;
  const given = originOf(origin);
  // The opaque origin "null" (sandboxed frames, data: and file: pages) is never one of our pages.
  if (!given) return false;
  if (given.origin === new URL(siteUrl).origin) return true;
  const ownHost = host?.split(",")[0].trim().toLowerCase();
  if (!ownHost) return false;
  if (protocol) return given.origin === ownOrigin(protocol, ownHost);
  return given.host === ownHost;
}
