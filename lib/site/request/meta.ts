import { env, logOnce } from "@/lib/platform/env";
import { detectLocation, parseLocationCookie } from "@/lib/site/region/detect";
import { isRegion, LOCATION_COOKIE, REGION_COOKIE } from "@/lib/site/region/regions";
import { PEER_ADDRESS_HEADER, peerAddressesStamped } from "@/lib/platform/security/peer-address";
import { DEFAULT_TRUSTED_PROXIES, isTrustedProxy, rateLimitAddress } from "../../platform/security/trusted-proxies";

type HeaderSource = { get: (name: string) => string | null };
type CookieSource = (name: string) => string | undefined;

/** The rate-limit key of a request whose client cannot be told: they all share one limit, which errs on the safe side. */
export const UNATTRIBUTED = "unattributed";

/** Who may name the client's address (TRUSTED_PROXY_HOPS, VERCEL). */
export type AddressTrust = {
  /** On Vercel: the platform's header, which it overwrites whatever the client sent. */
  vercel: boolean;
  /** Proxies in front that each append the address they got the request from to X-Forwarded-For; 0: none. */
  trustedProxyHops: number;
  /** Whether this process writes the connection's peer into PEER_ADDRESS_HEADER (instrumentation.ts). */
  peerStamped: boolean;
  /** The proxies' addresses (TRUSTED_PROXIES): the hops count only for a connection from one of them. */
  trustedProxies?: readonly string[];
};

/**
 * The caller's IP for rate limiting. Only the last `trustedProxyHops` entries of X-Forwarded-For were written by
 * machines we run; whatever stands left of them came with the request and may be forged. With no proxy in front,
 * the connection's peer is the client, and any forwarding header is the client's own, so none is read.
 */
export function clientIp(headers: HeaderSource, trust?: AddressTrust): string {
  const found = addressOf(headers, trust ?? appTrust());
  const address = found === UNATTRIBUTED ? found : rateLimitAddress(found);
  if (!trust && env.production && env.trustedProxyHops === 0 && !env.onVercel && behindLocalProxy(headers, address)) {
    logOnce(
      "warn",
      "Requests reach this server through a proxy on this machine, but TRUSTED_PROXY_HOPS is 0: every visitor shares one per-IP limit. Set TRUSTED_PROXY_HOPS=1.",
    );
  }
  return address;
}

/**
 * With no proxy configured: the peer is this machine and X-Forwarded-For names someone else. A proxy (nginx) nobody
 * told us about, or a local client forging the header; worth a warning either way.
 */
export function behindLocalProxy(headers: HeaderSource, peer: string): boolean {
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(peer);
  return loopback && listEntries(headers.get("x-forwarded-for")).some((entry) => entry !== peer);
}

function addressOf(headers: HeaderSource, trust: AddressTrust): string {
  if (trust.vercel)
    return firstEntry(headers.get("x-vercel-forwarded-for")) ?? firstEntry(headers.get("x-real-ip")) ?? UNATTRIBUTED;
  const peer = trust.peerStamped ? firstEntry(headers.get(PEER_ADDRESS_HEADER)) : undefined;
  // A connection from outside the proxies' addresses is the client itself: its X-Forwarded-For is its own claim.
  if (trust.trustedProxyHops > 0 && peer && !isTrustedProxy(peer, trust.trustedProxies ?? DEFAULT_TRUSTED_PROXIES))
    return peer;
  if (trust.trustedProxyHops > 0) {
    const entries = listEntries(headers.get("x-forwarded-for"));
    return entries[Math.max(0, entries.length - trust.trustedProxyHops)] ?? UNATTRIBUTED;
  }
  return (trust.peerStamped && firstEntry(headers.get(PEER_ADDRESS_HEADER))) || UNATTRIBUTED;
}

function appTrust(): AddressTrust {
  const trust = {
    vercel: env.onVercel,
    trustedProxyHops: env.trustedProxyHops,
    peerStamped: peerAddressesStamped(),
    trustedProxies: env.trustedProxies,
  };
  if (env.production && !trust.vercel && trust.trustedProxyHops === 0 && !trust.peerStamped) {
    logOnce(
      "warn",
      "No client address: instrumentation.ts did not run and TRUSTED_PROXY_HOPS is 0, so every request shares one per-IP limit.",
    );
  }
  return trust;
}

const listEntries = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
const firstEntry = (value: string | null): string | undefined => listEntries(value)[0];

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
