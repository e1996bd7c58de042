// The same database through a small pool of its own whose waits are short (SHORT_DATABASE_TIMEOUTS in
// lib/platform/db/timeouts.ts), for the few writes that must fail fast rather than late: the outbox's lease check right
// before a send and its outcome write (docs/operations.md, "Customer mail once"). openDatabase registers it for
// PostgreSQL; PGlite runs in this process and has no network to wait on, so it is its own.
// Generic over the database's type, so this file needs nothing of client.ts, which registers each pool here.
const shortWaits = new WeakMap<object, object>();

export function registerShortWaits<Db extends object>(db: Db, withShortWaits: Db): void {
  shortWaits.set(db, withShortWaits);
}

/** `db` through connections that wait at most 1 s to open and 2 s for an answer, or `db` itself (PGlite). */
export function withShortWaits<Db extends object>(db: Db): Db {
  return (shortWaits.get(db) as Db | undefined) ?? db;
}
