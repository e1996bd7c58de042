/**
 * A process's outbox stopping: `stopping` fires at the signal (no drain claims a job after it: the loop, the
 * after-answer drains and the cron route alike), `cut` fires when the shutdown budget is spent (a job still under way is
 * aborted and its lease released, so another instance takes it at once instead of after the lease).
 */
export type OutboxShutdown = {
  stopping: AbortSignal;
  cut: AbortSignal;
  /** Fires `stopping` now and `cut` after `budgetMs`; a second call changes nothing. */
  begin: (budgetMs: number) => void;
};

export function createShutdown(): OutboxShutdown {
  const stopping = new AbortController();
  const cut = new AbortController();
  return {
    stopping: stopping.signal,
    cut: cut.signal,
    begin: (budgetMs) => {
      if (stopping.signal.aborted) return;
      stopping.abort(new ShutdownError("The process is stopping: no new outbox job starts."));
      const timer = setTimeout(
        () => cut.abort(new ShutdownError("The process is stopping: the job is released for another instance.")),
        budgetMs,
      );
      timer.unref();
    },
  };
}

export class ShutdownError extends Error {
  readonly code = "shutdown";
}

// One per process, shared by every route bundle (each has its own copy of this module).
const shared = globalThis as typeof globalThis & { leadflowOutboxShutdown?: OutboxShutdown };

/** This process's shutdown (lib/server/outbox-process.ts begins it on SIGTERM/SIGINT). */
export function processShutdown(): OutboxShutdown {
  return (shared.leadflowOutboxShutdown ??= createShutdown());
}
