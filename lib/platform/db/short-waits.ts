import type { Database } from "./client";

// The same database through a small pool of its own whose waits are short (SHORT_DATABASE_TIMEOUTS in
// lib/platform/db/timeouts.ts), for the few writes that must fail fast rather than late: the outbox's lease check right
// before a send and its outcome write (docs/operations.md, "Customer mail once"). openDatabase registers it for
// PostgreSQL; PGlite runs in this process and has no network to wait on, so it is its own.
const shortWaits = new WeakMap<Database, Database>();

export function registerShortWaits(db: Database, withShortWaits: Database): void {
  shortWaits.set(db, withShortWaits);
}

/** `db` through connections that wait at most 1 s to open and 2 s for an answer, or `db` itself (PGlite). */
export function withShortWaits(db: Database): Database {
  return shortWaits.get(db) ?? db;
}
