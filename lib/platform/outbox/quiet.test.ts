import { performance } from "node:perf_hooks";
import { drainWhenQuiet, waitForQuiet, type QuietOptions } from "./quiet";

/** A thread that is busy for the given shares of successive samples (the last one repeats). */
function thread(shares: number[]) {
  const seen: number[] = [];
  const busyShareDuring = async () => {
    const share = shares[Math.min(seen.length, shares.length - 1)];
    seen.push(share);
    await new Promise((resolve) => setTimeout(resolve, 2));
    return share;
  };
  return { busyShareDuring, samples: () => seen.length };
}

const options = (extra: Partial<QuietOptions>): QuietOptions => ({
  sampleMs: 2,
  maxBusy: 0.5,
  maxWaitMs: 1_000,
  ...extra,
});

describe("waitForQuiet", () => {
  it("resolves true at the first sample that is quiet enough", async () => {
    const busy = thread([0.95, 0.8, 0.5, 0.1]);
    await expect(waitForQuiet(options({ busyShareDuring: busy.busyShareDuring }))).resolves.toBe(true);
    expect(busy.samples()).toBe(3);
  });

  it("resolves false once the wait runs out under sustained load, sampling until then", async () => {
    const ends: number[] = [];
    const busyShareDuring = async () => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ends.push(performance.now());
      return 1;
    };
    const started = performance.now();
    await expect(waitForQuiet(options({ busyShareDuring, maxWaitMs: 40 }))).resolves.toBe(false);
    // It gave up only at the deadline, and every sample but the last ended before it (so it looked again): however long
    // a busy machine makes each sample take.
    expect(performance.now() - started).toBeGreaterThanOrEqual(40);
    expect(ends.slice(0, -1).every((end) => end < started + 40)).toBe(true);
  });

  it("measures this thread's own event loop by default", async () => {
    // Blocks the thread for 30 ms out of every ~35: busy, as while it serves a burst of requests.
    const hog = setInterval(() => {
      const until = Date.now() + 30;
      while (Date.now() < until);
    }, 5);
    try {
      await expect(waitForQuiet({ sampleMs: 40, maxBusy: 0.5, maxWaitMs: 200 })).resolves.toBe(false);
    } finally {
      clearInterval(hog);
    }
    await expect(waitForQuiet({ sampleMs: 40, maxBusy: 0.5, maxWaitMs: 200 })).resolves.toBe(true);
  });
});

describe("drainWhenQuiet", () => {
  /** Batches that claim the given counts (then none), with each sample and batch written to one log. */
  function outbox(shares: number[], claimed: number[]) {
    const log: string[] = [];
    const busy = thread(shares);
    const busyShareDuring = async () => {
      const share = await busy.busyShareDuring();
      log.push(share <= 0.5 ? "quiet" : "busy");
      return share;
    };
    const drainBatch = async () => {
      const count = claimed[log.filter((entry) => entry.startsWith("batch")).length] ?? 0;
      log.push(`batch ${count}`);
      return { claimed: count };
    };
    return { log, busyShareDuring, drainBatch };
  }

  it("waits for quiet before each batch and stops after a short one", async () => {
    const { log, busyShareDuring, drainBatch } = outbox([0.9, 0.1, 0.9, 0.9, 0.1, 0.1], [20, 20, 3]);
    await drainWhenQuiet(drainBatch, 20, options({ busyShareDuring }));
    expect(log).toEqual(["busy", "quiet", "batch 20", "busy", "busy", "quiet", "batch 20", "quiet", "batch 3"]);
  });

  it("runs the rest without waiting once a wait ran out", async () => {
    const { log, busyShareDuring, drainBatch } = outbox([1], [20, 20, 20, 0]);
    await drainWhenQuiet(drainBatch, 20, options({ busyShareDuring, maxWaitMs: 20 }));
    const firstBatch = log.indexOf("batch 20");
    expect(firstBatch).toBeGreaterThan(0);
    expect(log.slice(0, firstBatch).every((entry) => entry === "busy")).toBe(true);
    expect(log.slice(firstBatch)).toEqual(["batch 20", "batch 20", "batch 20", "batch 0"]);
  });
});
