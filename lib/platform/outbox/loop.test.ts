import { setTimeout as sleep } from "node:timers/promises";
import { startLoop, type LoopTask } from "./loop";

const fail = (error: unknown) => {
  throw error;
};

describe("startLoop", () => {
  it("runs each task at once, then again after each pause, on its own", async () => {
    const runs = { quick: 0, hung: 0 };
    const tasks: LoopTask[] = [
      { name: "quick", run: async () => void runs.quick++ },
      // A lane whose server hangs: it must not hold the other lane's next runs.
      {
        name: "hung",
        run: (signal) =>
          new Promise((resolve) => signal.addEventListener("abort", resolve)).then(() => void runs.hung++),
      },
    ];
    const loop = startLoop({ tasks, intervalMs: { min: 5, max: 10 }, onError: fail });
    const deadline = Date.now() + 10_000;
    while (runs.quick < 5 && Date.now() < deadline) await sleep(10);
    await loop.stop(1_000);
    expect(runs.quick).toBeGreaterThanOrEqual(5);
    expect(runs.hung).toBe(1);
  });

  it("goes on after a task fails, reporting it", async () => {
    const errors: string[] = [];
    let runs = 0;
    const loop = startLoop({
      tasks: [
        {
          name: "flaky",
          run: async () => {
            runs++;
            if (runs === 1) throw new Error("database down");
          },
        },
      ],
      intervalMs: { min: 1, max: 2 },
      onError: (error, task) => errors.push(`${task.name}: ${(error as Error).message}`),
    });
    while (runs < 3) await sleep(5);
    await loop.stop(1_000);
    expect(errors).toEqual(["flaky: database down"]);
  });

  it("on stop, starts nothing new and waits for the run under way, but only for the grace period", async () => {
    let finished = 0;
    let started = 0;
    let firstStarted: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (firstStarted = resolve));
    const slow = startLoop({
      tasks: [{ name: "job", run: async () => void (started++, firstStarted(), await sleep(100), finished++) }],
      intervalMs: { min: 1, max: 1 },
      onError: fail,
    });
    await running; // its first run is under way
    await expect(slow.stop(2_000)).resolves.toBe(true);
    expect({ started, finished }).toEqual({ started: 1, finished: 1 });

    const stuck = startLoop({
      tasks: [{ name: "stuck", run: () => new Promise(() => undefined) }],
      intervalMs: { min: 1, max: 1 },
      onError: fail,
    });
    const before = Date.now();
    await expect(stuck.stop(50)).resolves.toBe(false);
    expect(Date.now() - before).toBeLessThan(1_000);
  });
});
