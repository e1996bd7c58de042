import { AsyncLocalStorage } from "node:async_hooks";

/** What every log line written inside a request or a job carries (docs/observability.md, Logs). */
export type LogContext = {
  requestId?: string;
  /** The route path ("/api/clients/register") or the server action's name. */
  route?: string;
  jobId?: number | string;
  kind?: string;
};

// One store per process: Next bundles each route (and instrumentation.ts) with its own copy of this module, and a
// request entered in one copy must be seen by the logger of another.
const shared = globalThis as typeof globalThis & { leadflowLogContext?: AsyncLocalStorage<LogContext> };
const store = (shared.leadflowLogContext ??= new AsyncLocalStorage<LogContext>());

/** Runs fn with these fields (added to the surrounding ones) on every log line written inside it, awaited or not. */
export function withLogContext<T>(fields: LogContext, fn: () => T): T {
  return store.run({ ...store.getStore(), ...fields }, fn);
}

/** The fields of the request or job this code runs for; empty outside one. */
export function logContext(): LogContext {
  return store.getStore() ?? {};
}

/**
 * Runs fn outside any request or job: for events of shared resources (a pool's idle connection ending), which Node
 * delivers in the context of whatever request happened to open the resource, and must not carry that request's fields.
 */
export function outsideLogContext<T>(fn: () => T): T {
  return store.exit(fn);
}
