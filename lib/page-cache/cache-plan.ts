import type { LocationData } from "@/lib/region/detect";
import { regionalRewrite } from "@/lib/region/regional-rewrite";
import { CACHEABLE_QUERIES } from "./cacheable-queries";

export type CacheableRequest = {
  method: string | undefined;
  /** The request target as sent: path and query. */
  url: string | undefined;
  header: (name: string) => string | undefined;
  cookies: { region?: string; location?: string };
  now: number;
};

export type CachePlan = {
  key: string;
  /** What the origin is asked for: the regional variant for a regional page's clean URL. */
  originPath: string;
  forwardedProto: "http" | "https";
  /** A new region detection for the visitor's `user_country` cookie, as proxy.ts would set it. */
  newLocation: LocationData | null;
  /** A regional page's clean URL: the answer is the visitor's variant, which no shared cache after us may keep. */
  perVisitor: boolean;
};

// Client-router (RSC) requests, server actions and partial reads: their answers differ from the page's HTML.
export const ORIGIN_ONLY_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "range"];

/**
 * Whether a request may be answered from the page cache, and under which key. Only a plain GET or HEAD: for a path
 * the build made static (isStaticPath), without a query string, or for a route of CACHEABLE_QUERIES, under its
 * canonical query. A regional page's clean URL is resolved to the visitor's variant first, exactly as proxy.ts
 * would rewrite it.
 */
export function cachePlan(request: CacheableRequest, isStaticPath: (path: string) => boolean): CachePlan | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "";
  if (!url.startsWith("/") || url.includes("#")) return null;
  if (ORIGIN_ONLY_HEADERS.some((name) => request.header(name) !== undefined)) return null;
  const forwardedProto = request.header("x-forwarded-proto")?.split(",")[0].trim() === "https" ? "https" : "http";

  const queryAt = url.indexOf("?");
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const canonicalQuery = CACHEABLE_QUERIES.get(pathname);
  if (canonicalQuery) {
    const query = canonicalQuery(new URLSearchParams(queryAt < 0 ? "" : url.slice(queryAt + 1)));
    if (!query) return null;
    const originPath = `${pathname}?${query}`;
    return { key: `${forwardedProto} ${originPath}`, originPath, forwardedProto, newLocation: null, perVisitor: false };
  }
  if (queryAt >= 0) return null;

  const rewrite = regionalRewrite({
    pathname: url,
    regionCookie: request.cookies.region,
    locationCookie: request.cookies.location,
    geoCountry: request.header("x-vercel-ip-country") ?? request.header("cf-ipcountry"),
    acceptLanguage: request.header("accept-language"),
    now: request.now,
  });
  const originPath = rewrite?.target ?? url;
  if (!isStaticPath(originPath)) return null;
  return { key: `${forwardedProto} ${originPath}`, originPath, forwardedProto, newLocation: rewrite?.newLocation ?? null, perVisitor: rewrite !== null };
}
