import { logger, outsideLogContext } from "@/lib/platform/log";
import { trackPool } from "@/lib/platform/observability/pools";
import { databaseSpan, startDatabaseSpan } from "@/lib/platform/observability/tracing";
import { Client, Pool, type PoolClient } from "pg";
import { DATABASE_TIMEOUT, DATABASE_TIMEOUTS, type DatabaseTimeouts } from "./timeouts";

// The pg pool with a bound on every wait (lib/platform/db/timeouts.ts), so that a database that stops answering (a network
// partition: connections accepted, no data) fails each request within seconds with a coded error, instead of
// holding it for as long as the partition lasts; and so that the pool heals by itself once the database answers.

// What pg and pg-pool throw when their timers run out (they set no code).
const TIMEOUT_MESSAGES = [
  "Query read timeout",
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
];

const timedOut = (error: unknown): error is Error => error instanceof Error && TIMEOUT_MESSAGES.includes(error.message);

function coded(error: unknown): unknown {
  if (timedOut(error)) Object.assign(error, { code: DATABASE_TIMEOUT });
  return error;
}

/**
 * A client that drops its connection when a query gets no answer in time. pg alone only stops waiting: the
 * connection stays busy with the unanswered query, so the ROLLBACK after it waited as long again, and a pool client
 * given back (drizzle releases a transaction's client without an error) failed the next request the same way.
 */
class BoundedClient extends Client {
  // pg's query has many overloads; every form goes through as it is, and only its error is looked at.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const query = super.query as (...forwarded: unknown[]) => unknown;
    const callback: unknown = args.at(-1);
    // A span per statement when tracing is on (lib/platform/observability/tracing.ts). A submittable (a cursor) is answered by
    // itself, not by a promise or a callback: no span.
    const text: unknown = typeof args[0] === "string" ? args[0] : args[0]?.submit ? undefined : args[0]?.text;
    if (typeof callback === "function") {
      const end = typeof text === "string" ? startDatabaseSpan("postgresql", text) : () => undefined;
      return query.apply(this, [
        ...args.slice(0, -1),
        (error: unknown, result: unknown) => {
          end(error);
          callback(this.#failed(error), result);
        },
      ]);
    }
    if (typeof text !== "string") return this.#answer(query.apply(this, args));
    return databaseSpan("postgresql", text, () => this.#answer(query.apply(this, args)) as Promise<unknown>);
  }

  #answer(answer: unknown): unknown {
    return answer instanceof Promise ? answer.catch((error: unknown) => Promise.reject(this.#failed(error))) : answer;
  }

  #failed(error: unknown): unknown {
    if (timedOut(error)) this.connection.stream.destroy();
    return coded(error);
  }
}

type ConnectCallback = (
  error: Error | undefined,
  client: PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool's own waits (for a connection) fail with the same code, and a client given out whose connection ends
 * goes back to the pool at once, to be dropped: drizzle never releases a transaction's client whose BEGIN failed,
 * and each such client kept one of the pool's places until a restart.
 */
class BoundedPool extends Pool {
  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    if (!callback) return super.connect().then(releasedWhenEnded, (error: unknown) => Promise.reject(coded(error)));
    super.connect((error, client, done) =>
      callback(coded(error) as Error | undefined, client && releasedWhenEnded(client), done),
    );
  }
}

/** Releases `client` (with an error, so the pool drops it) when its connection ends; later releases do nothing. */
function releasedWhenEnded(client: PoolClient): PoolClient {
  const release = client.release;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off("end", ended);
    release(error);
  };
  const ended = () => releaseOnce(new Error("The database connection ended while in use."));
  client.once("end", ended);
  client.release = releaseOnce;
  return client;
}

export function createPool(url: string, max: number, timeouts: DatabaseTimeouts = DATABASE_TIMEOUTS): Pool {
  const pool = new BoundedPool({
    connectionString: url,
    max,
    Client: BoundedClient,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveDelayMs,
  });
  // An idle connection the server drops must not crash the process; the pool replaces it. Logged outside any request:
  // the event arrives in the context of the request that opened the connection, which has nothing to do with it.
  pool.on("error", (error) =>
    outsideLogContext(() =>
      logger.error({ err: error }, "PostgreSQL pool error: an idle connection ended; the pool replaces it."),
    ),
  );
  // Nor one that drops while checked out (inside a transaction), when the pool's listener is off: its client then
  // emits 'error' with nobody listening, which Node turns into a crash. The query in flight fails on its own, and
  // the pool discards the broken client when it is released.
  pool.on("connect", (client) => client.on("error", () => undefined));
  trackPool(pool); // leadflow_db_pool_* (lib/platform/observability)
  return pool;
}
