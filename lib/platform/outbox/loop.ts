import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@/lib/platform/db/client";
import { drainLane, type DrainOptions } from "./drain";
import { laneName, outboxLanes } from "./lanes";
import type { JobHandlers } from "./types";

/** A piece of work the loop repeats: one lane's drain, or the periodic tasks. Stops early when `signal` fires. */
export type LoopTask = { name: string; run: (signal: AbortSignal) => Promise<void> };

export type LoopOptions = {
  tasks: readonly LoopTask[];
  /** The pause after each run of a task, drawn between min and max (jitter keeps instances from looking in step). */
  intervalMs: { min: number; max: number };
  onError: (error: unknown, task: LoopTask) => void;
  random?: () => number;
};

export type RunningLoop = {
  /**
   * Stops starting runs now, then waits for the runs under way (an in-flight job finishes, or is aborted at its own
   * deadline) for `graceMs` at most. Resolves true when every run ended within it.
   */
  stop: (graceMs: number) => Promise<boolean>;
};

/**
 * The outbox without traffic: each task runs at once, then again after a jittered pause, on its own, so a lane whose
 * server hangs never delays another lane's next look. The pause after a run is at most intervalMs.max: a job that
 * becomes due (its backoff or a dead instance's lease ran out) is looked at within that, or within the run under way.
 */
export function startLoop({ tasks, intervalMs, onError, random = Math.random }: LoopOptions): RunningLoop {
  const stopping = new AbortController();
  const pause = () => intervalMs.min + random() * (intervalMs.max - intervalMs.min);
  const repeat = async (task: LoopTask) => {
    while (!stopping.signal.aborted) {
      try {
        await task.run(stopping.signal);
      } catch (error) {
        onError(error, task);
      }
      // An unref'd timer would not keep the process up; the pause ends early on stop.
      await sleep(pause(), undefined, { signal: stopping.signal, ref: false }).catch(() => undefined);
    }
  };
  const running = Promise.all(tasks.map(repeat));
  return {
    stop: async (graceMs) => {
      stopping.abort(new Error("The outbox loop is stopping"));
      const ended = await Promise.race([running.then(() => true), sleep(graceMs, false, { ref: false })]);
      return ended;
    },
  };
}

/**
 * One loop task per lane (lib/platform/outbox/lanes.ts): each run drains its lane until nothing is due, the drain budget is
 * spent or the loop stops, then the lane pauses. A lane whose server hangs holds only itself, each job at most
 * until its deadline.
 */
export function laneTasks(
  database: () => Promise<Database>,
  handlers: JobHandlers,
  options: Omit<DrainOptions, "signal" | "limit"> = {},
): LoopTask[] {
  return outboxLanes(handlers).map((lane) => ({
    name: `outbox lane ${laneName(lane)}`,
    run: async (signal) => {
      await drainLane(await database(), handlers, lane, { ...options, limit: Number.POSITIVE_INFINITY, signal });
    },
  }));
}
