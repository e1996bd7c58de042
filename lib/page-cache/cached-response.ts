import { sharedMaxAge } from "./cache-control";
import { CODINGS, compress, withVary, type Compression, type ContentCoding } from "./content-coding";

export type OriginResponse = { status: number; headers: Headers; body: Buffer };

export type CachedResponse = {
  /** The origin's headers, less those that belong to one transfer (length, coding, date, cookies). */
  headers: Record<string, string>;
  bodies: Partial<Record<ContentCoding, Buffer>> & { identity: Buffer };
  /** The codings bodies holds, in our order of preference. */
  codings: ContentCoding[];
  expiresAt: number;
  bytes: number;
};

const PER_TRANSFER: ReadonlySet<string> = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "set-cookie"]);
// The cache revalidates by ETag alone (send-cached.ts); a Last-Modified it would not honour is left out.
const UNHONOURED = new Set(["last-modified"]);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * What a shared cache may keep of the origin's answer, compressed once in brotli and gzip, off the main thread;
 * null when it may not keep it: anything but a 200, an answer that sets a cookie (it was meant for one visitor), or
 * one whose Cache-Control does not allow a shared cache.
 */
export async function toCachedResponse(origin: OriginResponse, now: number, compression: Compression = "best"): Promise<CachedResponse | null> {
  const maxAge = sharedMaxAge(origin.headers.get("cache-control"));
  if (origin.status !== 200 || maxAge === null || origin.headers.getSetCookie().length > 0) return null;
  const coding = origin.headers.get("content-encoding");
  if (coding && coding !== "identity") return null;

  const headers = forwardableHeaders(origin.headers, UNHONOURED);
  const bodies: CachedResponse["bodies"] = { identity: origin.body };
  if (COMPRESSIBLE.test(headers["content-type"] ?? "") && origin.body.length >= MIN_COMPRESSIBLE_BYTES) {
    const [br, gz] = await Promise.all([
      compress(origin.body, "br", compression),
      compress(origin.body, "gzip", compression),
    ]);
    if (br.length < origin.body.length) bodies.br = br;
    if (gz.length < origin.body.length) bodies.gzip = gz;
    headers.vary = withVary(headers.vary, "Accept-Encoding");
  }
  const bytes = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
  const codings = CODINGS.filter((name) => bodies[name]);
  return { headers, bodies, codings, expiresAt: now + maxAge * 1000, bytes };
}

/** The origin's headers that may go with its body in another transfer: not length, coding, date or cookies. */
export function forwardableHeaders(origin: Headers, alsoLeftOut: ReadonlySet<string> = new Set()): Record<string, string> {
  const headers: Record<string, string> = {};
  origin.forEach((value, name) => {
    if (!PER_TRANSFER.has(name) && !alsoLeftOut.has(name)) headers[name] = value;
  });
  return headers;
}
