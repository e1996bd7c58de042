import "server-only";
// The outbox loop of a Node process (`next start`, `next dev`): started once by instrumentation.ts, stopped on
// SIGTERM/SIGINT before the process exits (docs/operations.md, "What runs where").
import { logger } from "@/lib/platform/log";
import type { RunningLoop } from "@/lib/platform/outbox";
import { startAppOutboxLoop } from "./app-jobs";
import { loopBelongsHere } from "./loop-placement";

/** How long a stopping process waits for a job under way (each kind's deadline is shorter, lib/server/app-jobs.ts). */
export const SHUTDOWN_GRACE_MS = 10_000;

const SIGNALS = ["SIGTERM", "SIGINT"] as const;

const shared = globalThis as typeof globalThis & { leadflowOutboxLoop?: RunningLoop };

/** Starts this process's one loop (a second call changes nothing) and stops it cleanly on SIGTERM/SIGINT. */
export function startOutboxLoopInThisProcess(): void {
  if (!loopBelongsHere() || shared.leadflowOutboxLoop) return;
  const loop = startAppOutboxLoop();
  shared.leadflowOutboxLoop = loop;
  for (const signal of SIGNALS) stopBeforeExit(loop, signal);
}

/**
 * On the signal: stop claiming, give the job under way SHUTDOWN_GRACE_MS to finish or reach its deadline, then hand
 * the signal on. Listeners already there (`next start` closes the HTTP server and exits in its own) run after the
 * loop stopped; with none, the signal is raised again with its default action, so the process ends as it would have.
 */
function stopBeforeExit(loop: RunningLoop, signal: (typeof SIGNALS)[number]) {
  const earlier = process.listeners(signal);
  process.removeAllListeners(signal);
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    const ended = await loop.stop(SHUTDOWN_GRACE_MS);
    logger.info({ signal, ended }, ended ? "Outbox loop stopped." : "Outbox loop: a job was still running at exit.");
    if (earlier.length === 0) {
      process.removeListener(signal, onSignal);
      process.kill(process.pid, signal);
      return;
    }
    for (const listener of earlier) (listener as (name: string) => void)(signal);
  };
  process.on(signal, onSignal);
}
