// Small number, Markdown and address helpers shared by the bench steps.

/** Nearest-rank percentile of an ascending array; undefined when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Median of the finite numbers in values (mean of the middle two for an even count); undefined when none. */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function round(value, digits = 0) {
  if (value === undefined || value === null || !Number.isFinite(value)) return undefined;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const kib = (bytes) => round(bytes / 1024, 1);

/** A Markdown table: the header row, its separator, a row per array of cells. */
export function table(header, rows) {
  return [header, header.map(() => "---"), ...rows].map((row) => `| ${row.join(" | ")} |`).join("\n");
}

// 10.x.y.z from a request number: distinct for up to 16.7 million requests, so each request is another visitor to
// the per-IP rate limits (lib/site/request/meta.ts#clientIp reads the last x-forwarded-for entry with
// TRUSTED_PROXY_HOPS=1, which scripts/bench/server.mjs sets). Only ever a header value.
export const visitorIp = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
