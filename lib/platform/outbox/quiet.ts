import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

export type QuietOptions = {
  /** How long each look at the thread lasts. */
  sampleMs: number;
  /** The share of a sample the thread may spend busy and still count as quiet (0 to 1). */
  maxBusy: number;
  /** Gives up waiting after this long, so work put off under sustained load still runs. */
  maxWaitMs: number;
  /** The thread's busy share while `ms` pass; this thread's event loop utilization unless a test gives its own. */
  busyShareDuring?: (ms: number) => Promise<number>;
};

/** Background work waits while this thread serves requests, 3 s at most: a burst's e-mails follow it within seconds. */
export const BACKGROUND_QUIET: QuietOptions = { sampleMs: 50, maxBusy: 0.5, maxWaitMs: 3_000 };

async function eventLoopBusyShare(ms: number): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(ms);
  return performance.eventLoopUtilization(before).utilization;
}

/**
 * Resolves true once this thread spent at most `maxBusy` of a sample busy (nothing is being served), or false when
 * `maxWaitMs` ran out first. Lets background work give way to requests instead of slowing each of them down.
 */
export async function waitForQuiet(options: QuietOptions): Promise<boolean> {
  const { sampleMs, maxBusy, maxWaitMs, busyShareDuring = eventLoopBusyShare } = options;
  const deadline = performance.now() + maxWaitMs;
  do {
    if ((await busyShareDuring(sampleMs)) <= maxBusy) return true;
  } while (performance.now() < deadline);
  return false;
}

/**
 * Drains in batches of `batchSize`, each once the thread is quiet, until a batch comes back short. When a wait runs
 * out (sustained load), the rest runs without waiting: put-off work is never put off longer than one wait.
 */
export async function drainWhenQuiet(
  drainBatch: () => Promise<{ claimed: number }>,
  batchSize: number,
  quiet: QuietOptions,
): Promise<void> {
  let waiting = true;
  do {
    if (waiting) waiting = await waitForQuiet(quiet);
  } while ((await drainBatch()).claimed === batchSize);
}
