import { createHash, timingSafeEqual } from "node:crypto";
import type { Database } from "@/lib/platform/db/client";
import { scrapeMetrics, type ScrapeOptions } from "./scrape";

// Hashes of equal length whatever was sent: the comparison's time says nothing about the token.
const digest = (text: string) => createHash("sha256").update(text).digest();

function bearerMatches(header: string | null, token: string): boolean {
  return timingSafeEqual(digest(header ?? ""), digest(`Bearer ${token}`));
}

// As lib/platform/http.ts answers errors (this module stays below it: lib/platform/http observes every route through this folder).
const refused = (status: 401 | 404, error: string) =>
  Response.json(
    { success: false, code: status === 404 ? "not_found" : "unauthorized", error },
    { status, headers: { "cache-control": "no-store" } },
  );

/**
 * GET /api/metrics: this instance's metrics for Prometheus. No token configured: the address does not exist (404);
 * a wrong or missing token: 401. Within 1 s whatever the database does (lib/platform/observability/scrape.ts).
 */
export async function metricsResponse(
  request: Request,
  token: string | undefined,
  database: () => Promise<Database>,
  options: ScrapeOptions = {},
): Promise<Response> {
  if (!token) return refused(404, "Not found");
  if (!bearerMatches(request.headers.get("authorization"), token)) {
    return refused(401, "A valid metrics token is required.");
  }
  const { contentType, text } = await scrapeMetrics(database, options);
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
