import { setTimeout as sleep } from "node:timers/promises";
import { runDuePeriodicTasks, type PeriodicTask } from "./periodic";

describe("runDuePeriodicTasks", () => {
  it("runs each task at most every everyMs", async () => {
    let clock = 0;
    const runs: string[] = [];
    const tasks: PeriodicTask[] = [
      { name: "often", everyMs: 1_000, run: async () => void runs.push("often") },
      { name: "rarely", everyMs: 60_000, run: async () => void runs.push("rarely") },
    ];
    const state = new Map<string, number>();
    const run = () => runDuePeriodicTasks(tasks, { state, now: () => clock });
    expect(await run()).toEqual(["often", "rarely"]);
    clock = 999;
    expect(await run()).toEqual([]);
    clock = 1_000;
    expect(await run()).toEqual(["often"]);
    clock = 60_000;
    expect(await run()).toEqual(["often", "rarely"]);
    expect(runs).toEqual(["often", "rarely", "often", "often", "rarely"]);
  });

  it("fires a task's signal at its deadline and goes on without it, other tasks untouched", async () => {
    const seen: { name: string; aborted: boolean }[] = [];
    const tasks: PeriodicTask[] = [
      {
        name: "hangs",
        everyMs: 1_000,
        deadlineMs: 50,
        // Ignores its signal: the runner must not wait for it.
        run: (signal) =>
          new Promise<void>(() => {
            signal.addEventListener("abort", () => seen.push({ name: "hangs", aborted: true }));
          }),
      },
      {
        name: "quick",
        everyMs: 1_000,
        run: async (signal) => void seen.push({ name: "quick", aborted: signal.aborted }),
      },
    ];
    const started = Date.now();
    await runDuePeriodicTasks(tasks, { state: new Map() });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(seen).toEqual([
      { name: "quick", aborted: false },
      { name: "hangs", aborted: true },
    ]);
  });

  it("stops the tasks under way when the caller's signal fires (shutdown), and a failure does not throw", async () => {
    const stop = new AbortController();
    let reason: unknown;
    let sawSignal: () => void = () => undefined;
    const taskSawSignal = new Promise<void>((resolve) => (sawSignal = resolve));
    const tasks: PeriodicTask[] = [
      {
        name: "long",
        everyMs: 1_000,
        run: async (signal) => {
          await sleep(10_000, undefined, { signal }).catch((error: unknown) => {
            reason = error;
            sawSignal();
          });
        },
      },
      {
        name: "fails",
        everyMs: 1_000,
        run: async () => {
          throw new Error("gateway down");
        },
      },
    ];
    const running = runDuePeriodicTasks(tasks, { state: new Map(), signal: stop.signal });
    stop.abort(new Error("shutting down"));
    await expect(running).resolves.toEqual(["long", "fails"]);
    await taskSawSignal; // the task itself saw its signal too (else the test times out)
    expect(reason).toBeDefined();
  });
});
