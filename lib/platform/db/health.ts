import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { DATABASE_TIMEOUT } from "./timeouts";

/** /api/health answers within this, whatever the database does (a load balancer's probe gives up at about 5 s). */
export const HEALTH_DEADLINE_MS = 4_000;

export type DatabaseHealth = { ok: true } | { ok: false; error: unknown };

/**
 * Opens the database if need be and runs `select 1`, giving up after `deadlineMs`: a database that accepts
 * connections but never answers (a network partition) makes the pool wait up to its own bounds, longer than a probe.
 */
export async function checkDatabase(
  database: () => Promise<Database>,
  deadlineMs = HEALTH_DEADLINE_MS,
): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`The database did not answer within ${deadlineMs} ms.`), { code: DATABASE_TIMEOUT }),
        ),
      deadlineMs,
    );
  });
  try {
    await Promise.race([database().then((db) => db.execute(sql`select 1`)), deadline]);
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

export type HealthReport = { level: "error" | "info"; message: string; error?: unknown } | null;

/**
 * What to log for a probe's answer: only the changes. A load balancer asks every few seconds; a database that is
 * still being created, or down for a while, is one line when it goes and one when it comes back, not one per probe.
 */
export function healthReporter() {
  let unavailable = false;
  return (health: DatabaseHealth): HealthReport => {
    if (health.ok) {
      if (!unavailable) return null;
      unavailable = false;
      return { level: "info", message: "Health check: the database is available again" };
    }
    if (unavailable) return null;
    unavailable = true;
    return { level: "error", message: "Health check: the database is unavailable", error: health.error };
  };
}
