import { laneDrains } from "./background";
import { laneName, type Lane } from "./lanes";

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const lanes: Lane[] = [{ kind: "email" }, { kind: "platform_sync" }, { otherThan: ["email", "platform_sync"] }];
const quiet = { sampleMs: 1, maxBusy: 1, maxWaitMs: 10, busyShareDuring: async () => 0 };

describe("laneDrains", () => {
  it("runs a lane again at once while another lane is still busy", async () => {
    const hanging = gate();
    const passes: string[] = [];
    const waiting: { count: number; reached: () => void }[] = [];
    /** Resolves once `count` passes have run (each pass's start is an event: no fixed wait). */
    const untilPasses = (count: number) =>
      new Promise<void>((reached) => {
        if (passes.length >= count) reached();
        else waiting.push({ count, reached });
      });
    const drainQuietly = laneDrains(
      lanes,
      async (lane) => {
        passes.push(laneName(lane));
        for (const waiter of waiting) if (passes.length >= waiter.count) waiter.reached();
        if (laneName(lane) === "platform_sync") await hanging.promise;
        return { claimed: 0 };
      },
      {
        batchSize: 20,
        quiet,
        onError: (error) => {
          throw error;
        },
      },
    );
    const first = drainQuietly();
    await untilPasses(3); // the first call's three lanes, its sync pass hanging
    const second = drainQuietly();
    await untilPasses(5); // the second call's e-mail and other passes ran at once
    const afterBoth = [...passes];
    // Its sync pass waits for the hanging one (coalesced): the lanes that could run have, and it was not among them.
    expect(afterBoth.filter((lane) => lane === "email")).toHaveLength(2);
    expect(afterBoth.filter((lane) => lane === "other kinds")).toHaveLength(2);
    expect(afterBoth.filter((lane) => lane === "platform_sync")).toHaveLength(1);
    hanging.open();
    await Promise.all([first, second]);
    expect(passes.filter((lane) => lane === "platform_sync")).toHaveLength(2);
  });

  it("goes on with a lane while its passes come back full", async () => {
    const left = { email: 45 };
    const drainQuietly = laneDrains(
      [{ kind: "email" }],
      async () => {
        const claimed = Math.min(20, left.email);
        left.email -= claimed;
        return { claimed };
      },
      {
        batchSize: 20,
        quiet,
        onError: (error) => {
          throw error;
        },
      },
    );
    await drainQuietly();
    expect(left.email).toBe(0);
  });

  it("reports a lane's failure and still drains the other lanes", async () => {
    const failures: string[] = [];
    const passes: string[] = [];
    const drainQuietly = laneDrains(
      lanes,
      async (lane) => {
        if (laneName(lane) === "email") throw new Error("database down");
        passes.push(laneName(lane));
        return { claimed: 0 };
      },
      {
        batchSize: 20,
        quiet,
        onError: (error, lane) => failures.push(`${laneName(lane)}: ${(error as Error).message}`),
      },
    );
    await expect(drainQuietly()).resolves.toBeUndefined();
    expect(failures).toEqual(["email: database down"]);
    expect(passes.sort()).toEqual(["other kinds", "platform_sync"]);
  });
});
