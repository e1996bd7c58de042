import "server-only";
// The outbox loop of a Node process (`next start`, `next dev`): started once by instrumentation.ts, stopped on
// SIGTERM/SIGINT before the process exits (docs/operations.md, "What runs where" and "Stopping").
import { processShutdown, stopOnSignals, type RunningLoop } from "@/lib/platform/outbox";
import { startAppOutboxLoop } from "./app-jobs";
import { loopBelongsHere } from "./loop-placement";

const shared = globalThis as typeof globalThis & { leadflowOutboxLoop?: RunningLoop };

/** Starts this process's one loop (a second call changes nothing) and stops it within 10 s of SIGTERM/SIGINT. */
export function startOutboxLoopInThisProcess(): void {
  if (!loopBelongsHere() || shared.leadflowOutboxLoop) return;
  const loop = startAppOutboxLoop();
  shared.leadflowOutboxLoop = loop;
  stopOnSignals(loop, processShutdown());
}
