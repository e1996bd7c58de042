import { sql } from "drizzle-orm";
import { metrics } from "@/lib/platform/observability/metrics";
import type { Database } from "./client";
import { rateLimits } from "./schema";

export type RateLimitRule = { limit: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit for key in the current fixed window. Atomic (insert … on conflict), so it holds when many
 * app instances share the database. Called with the transaction that stores the work, a hit is only counted
 * when the work is kept (or refused for the limit itself).
 */
export async function consumeRateLimit(
  db: Pick<Database, "insert">,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (row.count <= rule.limit) return { allowed: true };
  // By the key's first part ("contact", "register"): never the address or IP after it (docs/observability.md).
  metrics().rateLimited.labels(key.split(":")[0]).inc();
  return { allowed: false, retryAfterMs: windowStart.getTime() + rule.windowMs - now.getTime() };
}
