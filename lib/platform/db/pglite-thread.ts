import { logger } from "@/lib/platform/log";
import { databaseSpan } from "@/lib/platform/observability/tracing";
import path from "node:path";
import { Worker } from "node:worker_threads";

// The embedded PGlite database on a worker thread, behind the part of PGlite's API that drizzle's PGlite driver
// uses (query and transaction). PostgreSQL's work then runs beside the server's JavaScript instead of between it;
// on one thread, ten registrations at once waited for each other's SQL (lib/platform/db/pglite-worker.mjs is the worker).
// Not @electric-sql/pglite-socket with pg (tried, branch db-socket-rejected): its multiplexer gives several
// connections one PGlite session and mixed their statements, and with one connection every query waits for the
// server's thread to read the last answer: registration was 17-31% slower and cost half as much again of that thread.

type Parser = (value: string, typeId: number) => unknown;
type QueryOptions = { rowMode?: "array" | "object"; parsers?: Record<number, Parser> };
export type Results<T = unknown> = { rows: T[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
export type Queryable = { query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> };

type Request =
  { op: "query"; sql: string; params?: unknown[]; rowMode?: string; rawTypes?: number[] } | { op: "close" };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };

const WORKER_FILE = path.join(process.cwd(), "lib/platform/db/pglite-worker.mjs");

type ThreadOptions = { dataDir?: string; template?: ArrayBuffer };
const SAMPLE_TEXT = "2026-01-01 00:00:00+00";

/**
 * The type OIDs whose parser returns PostgreSQL's text unchanged (drizzle's, for dates and timestamps). Functions
 * cannot cross to the worker, so any other parser is refused rather than silently dropped.
 */
function rawTypes(parsers: QueryOptions["parsers"]): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(SAMPLE_TEXT, Number(type)) !== SAMPLE_TEXT)
      throw new Error(`Only parsers that keep the text can be used with the database worker (type ${type}).`);
    return Number(type);
  });
}

/** An error from the worker with the fields PostgreSQL gave it (code, constraint...), as PGlite throws them. */
function databaseError({ message, name, ...fields }: Record<string, unknown> & { message: string }): Error {
  const error = Object.assign(new Error(message), fields);
  if (typeof name === "string") error.name = name;
  return error;
}

export class PgliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #stopped: Error | null = null;
  #closing = false;
  /** Settles when the last transaction begun ends: queries outside a transaction wait for it. */
  #gate: Promise<void> = Promise.resolve();
  #lose!: (error: Error) => void;
  /** Resolves if the worker stops by itself (PGlite failed); every query fails from then on. */
  readonly lost = new Promise<Error>((resolve) => (this.#lose = resolve));

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#worker.on("message", (reply: Reply) => this.#settle(reply));
    this.#worker.on("error", (error) => this.#stop(error));
    this.#worker.on("exit", (code) => this.#stop(new Error(`The database worker stopped (exit code ${code}).`)));
  }

  /** Starts the worker and waits until PGlite is ready (a new dataDir is initialised first). */
  static open(options: ThreadOptions = {}): Promise<PgliteThread> {
    // A literal script path: the build must not read a variable one as "any file of the project".
    return PgliteThread.over(
      new Worker(WORKER_FILE, { workerData: options, transferList: options.template ? [options.template] : [] }),
    );
  }

  /** A thread over a worker already started (tests give one that fails on purpose); resolves once it is ready. */
  static over(worker: Worker): Promise<PgliteThread> {
    const thread = new PgliteThread(worker);
    return new Promise((resolve, reject) => {
      thread.#worker.once("message", (message: { ready?: boolean; error?: Reply["error"] }) => {
        if (message.ready) {
          thread.#worker.unref();
          return resolve(thread);
        }
        thread.#closing = true;
        void thread.#worker.terminate();
        reject(databaseError(message.error ?? { message: "The database did not start." }));
      });
      thread.#worker.once("error", reject);
      thread.#worker.once("exit", (code) =>
        reject(new Error(`The database worker stopped before PGlite was ready (exit code ${code}).`)),
      );
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#gate;
    return this.#ask<T>(sql, params, options);
  }

  /**
   * BEGIN, callback, COMMIT (ROLLBACK if it throws). Queries asked outside it meanwhile wait until it ends, as with
   * PGlite's own lock, since the worker has one connection; those asked before it run first.
   */
  async transaction<T>(callback: (tx: Queryable) => Promise<T>): Promise<T> {
    const previous = this.#gate;
    let release!: () => void;
    this.#gate = new Promise((resolve) => (release = resolve));
    await previous;
    const tx: Queryable = { query: (sql, params, options) => this.#ask(sql, params, options) };
    try {
      await tx.query("BEGIN");
      const result = await callback(tx);
      await tx.query("COMMIT");
      return result;
    } catch (error) {
      await tx.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      release();
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.#gate;
    if (!this.#stopped) await this.#send({ op: "close" });
    await this.#worker.terminate();
  }

  /** A query straight to the worker, past the gate (the transaction holding it, or a caller that waited). */
  #ask<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // A span per statement when tracing is on (lib/platform/observability/tracing.ts).
    return databaseSpan("pglite", sql, () =>
      this.#send<Results<T>>({
        op: "query",
        sql,
        params,
        rowMode: options?.rowMode,
        rawTypes: rawTypes(options?.parsers),
      }),
    );
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    // Referenced only while it owes an answer, so an idle database never keeps the process alive.
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, ...request });
    });
  }

  #settle({ id, result, error }: Reply) {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (error) pending.reject(databaseError(error));
    else pending.resolve(result);
  }

  #stop(error: Error) {
    // Every later query fails with this error: say so where an operator looks, unless we stopped it ourselves.
    if (!this.#stopped && !this.#closing) {
      logger.error({ err: error }, "The embedded database stopped");
      this.#lose(error);
    }
    this.#stopped ??= error;
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
  }
}
