// How long the app waits on the database before it gives up (lib/platform/db/pg-pool.ts applies them), and the code its
// errors then carry. Bounds for a database that stops answering: the product's error messages reach the visitor within
// 12 s (a request fails at its first unanswered statement), /api/health within 5 s (lib/platform/db/health.ts).

export const DATABASE_TIMEOUTS = {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: 5_000,
  /** PostgreSQL cancels a statement that runs longer (SQLSTATE 57014); the connection stays usable. */
  statementMs: 8_000,
  /** No answer at all by then (the network, not the statement): the connection is dropped. */
  queryMs: 9_000,
  /** A connection idle this long is probed by TCP keepalive, so a peer that vanished is noticed. */
  keepAliveDelayMs: 10_000,
};

/**
 * The outbox's lease check before a send and its outcome write (lib/platform/db/short-waits.ts): a row by its key, so
 * a second is plenty, and an instance cut from the database must find out within the lease, not after it
 * (docs/operations.md, "Customer mail once").
 */
export const SHORT_DATABASE_TIMEOUTS = {
  connectMs: 1_000,
  statementMs: 1_500,
  queryMs: 2_000,
  keepAliveDelayMs: DATABASE_TIMEOUTS.keepAliveDelayMs,
};

export type DatabaseTimeouts = typeof DATABASE_TIMEOUTS;

/** The code a database error carries when one of those bounds ran out (PostgreSQL's own cancel keeps 57014). */
export const DATABASE_TIMEOUT = "DATABASE_TIMEOUT";
