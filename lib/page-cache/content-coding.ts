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
