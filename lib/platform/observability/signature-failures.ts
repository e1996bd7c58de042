import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/lib/platform/db/client";
import { consumeRateLimit } from "@/lib/platform/db/rate-limit";
import { rateLimits } from "@/lib/platform/db/schema";

// Failed webhook signatures, counted in the database (per minute, in the shared counters table) because the
// deliveries of one burst reach every instance: the alert is about all of them together.
const KEY = "webhook-signature-failures";
const PER_MINUTE = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
const HOUR_MS = 60 * 60 * 1000;

export async function recordSignatureFailure(db: Pick<Database, "insert">, now = new Date()): Promise<void> {
  await consumeRateLimit(db, KEY, PER_MINUTE, now);
}

/** Failures in the minutes that started within the last hour. */
export async function signatureFailuresLastHour(db: Database, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number | null>`sum(${rateLimits.count})` })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, KEY), gt(rateLimits.windowStart, new Date(now.getTime() - HOUR_MS))));
  return Number(row?.total ?? 0);
}
