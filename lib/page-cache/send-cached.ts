import type { IncomingMessage, ServerResponse } from "node:http";
import { forwardableHeaders, type CachedResponse, type OriginResponse } from "./cached-response";
import { preferredCoding } from "./content-coding";

export type VisitorHeaders = Record<string, string | string[]>;

/**
 * Answers a GET or HEAD from the cache: the body in the best coding the client accepts, or 304 when its
 * If-None-Match names the cached ETag. visitorHeaders (lower-case names) are this visitor's own: they are added
 * to the cached ones, or replace them.
 */
export function sendCached(request: IncomingMessage, response: ServerResponse, cached: CachedResponse, visitorHeaders: VisitorHeaders = {}) {
  const headers: Record<string, string | string[] | number> = { ...cached.headers, ...visitorHeaders };

  if (cached.headers.etag && etagMatches(request.headers["if-none-match"], cached.headers.etag)) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const coding = preferredCoding(request.headers["accept-encoding"], cached.codings);
  const body = cached.bodies[coding] ?? cached.bodies.identity;
  if (coding !== "identity") headers["content-encoding"] = coding;
  headers["content-length"] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === "HEAD" ? undefined : body);
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Answers with what a fill fetched for this very request when the cache may not keep it (an error, a no-store
 * answer), so the origin is not asked twice; an answer setting a cookie was meant for the fill, so it is not sent.
 * Returns false when the caller must ask the origin itself.
 */
export function sendUncached(request: IncomingMessage, response: ServerResponse, origin: OriginResponse): boolean {
  if (origin.headers.getSetCookie().length > 0) return false;
  const coding = origin.headers.get("content-encoding");
  if (coding && coding !== "identity") return false;
  const headers = { ...forwardableHeaders(origin.headers), "content-length": origin.body.length };
  response.writeHead(origin.status, headers);
  response.end(request.method === "HEAD" ? undefined : origin.body);
  return true;
}
