import { logger } from "@/lib/platform/log";
import type { RunningLoop } from "./loop";
import type { OutboxShutdown } from "./shutdown";

/** From the signal to exit, at most: no job starts after the signal, and nothing of the outbox outlives this. */
export const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How long a job under way at the signal may go on (its send finishing or reaching its deadline); then it is aborted
 * and its lease released, and the last 2 s are left for that write and for the server's own close.
 */
export const SHUTDOWN_CUT_MS = 8_000;

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

/**
 * On SIGTERM or SIGINT: the shutdown begins (no drain claims a job from now on, the loop's and the after-answer ones
 * alike; a job under way is cut at SHUTDOWN_CUT_MS and released), the loop is given SHUTDOWN_GRACE_MS to end, then the
 * signal is handed on. Listeners already there (`next start` waits for its after-answer work, then exits) run after the
 * loop stopped; with none, the signal is raised again with its default action, so the process ends as it would have.
 */
export function stopOnSignals(loop: RunningLoop, shutdown: OutboxShutdown): void {
  for (const signal of SIGNALS) stopBeforeExit(loop, shutdown, signal);
}

function stopBeforeExit(loop: RunningLoop, shutdown: OutboxShutdown, signal: (typeof SIGNALS)[number]) {
  const earlier = process.listeners(signal);
  process.removeAllListeners(signal);
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    shutdown.begin(SHUTDOWN_CUT_MS);
    const ended = await loop.stop(SHUTDOWN_GRACE_MS);
    logger.info(
      { signal, ended, ms: Date.now() - started },
      ended ? "Outbox loop stopped." : "Outbox loop: a job was still running at exit.",
    );
    if (earlier.length === 0) {
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    for (const listener of earlier) (listener as (name: string) => void)(signal);
  };
  process.on(signal, onSignal);
}
