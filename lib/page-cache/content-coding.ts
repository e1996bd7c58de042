import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export const CODINGS = ["br", "gzip", "identity"] as const;
export type ContentCoding = (typeof CODINGS)[number];

/**
 * The best coding the client accepts among those available, by our preference (brotli, then gzip, then none):
 * a browser sends "gzip, deflate, br, zstd", and any q-value above 0 counts as accepted.
 */
export function preferredCoding(acceptEncoding: string | null | undefined, available: readonly ContentCoding[]): ContentCoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const acceptable = (coding: ContentCoding) => (accepted.get(coding) ?? (coding === "identity" ? 1 : accepted.get("*") ?? 0)) > 0;
  return CODINGS.find((coding) => coding !== "identity" && available.includes(coding) && acceptable(coding)) ?? "identity";
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * How hard brotli works: "fast" (quality 5, a few milliseconds for a page) for a visitor waiting on the answer,
 * "best" (quality 11, a tenth to a third of a second for a page; 10 to 15% smaller) for an answer kept for everyone.
 * gzip is at level 9 either way: it costs a few milliseconds.
 */
export type Compression = "fast" | "best";
const BROTLI_QUALITY: Record<Compression, number> = { fast: 5, best: 11 };

/** The body in one coding, off the main thread. */
export function compress(body: Buffer, coding: Exclude<ContentCoding, "identity">, compression: Compression): Promise<Buffer> {
  if (coding === "gzip") return gzipAsync(body, { level: 9 });
  return brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[compression], [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** A Vary value that names `name`, added once. */
export function withVary(vary: string | undefined, name: string): string {
  if (!vary) return name;
  return vary.split(",").some((entry) => entry.trim().toLowerCase() === name.toLowerCase()) ? vary : `${vary}, ${name}`;
}
