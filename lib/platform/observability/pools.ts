import type { Pool } from "pg";

// The PostgreSQL pools this process opened (one for the app; tests open more), read at scrape time.
const shared = globalThis as typeof globalThis & { leadflowPools?: Set<Pool> };
const pools = () => (shared.leadflowPools ??= new Set());

/** Counts the pool in leadflow_db_pool_* until it ends. */
export function trackPool(pool: Pool): void {
  pools().add(pool);
  const end = pool.end.bind(pool);
  pool.end = (async () => {
    pools().delete(pool);
    return end();
  }) as Pool["end"];
}

export type PoolReading = { inUse: number; idle: number; waiting: number };

export function readPools(): PoolReading {
  const reading = { inUse: 0, idle: 0, waiting: 0 };
  for (const pool of pools()) {
    reading.inUse += pool.totalCount - pool.idleCount;
    reading.idle += pool.idleCount;
    reading.waiting += pool.waitingCount;
  }
  return reading;
}
