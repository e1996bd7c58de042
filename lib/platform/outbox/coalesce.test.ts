import { coalesce } from "./coalesce";

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe("coalesce", () => {
  it("runs once more after a burst of calls made during a run, not once per call", async () => {
    const gates = [gate(), gate()];
    let runs = 0;
    const run = coalesce(async () => {
      await gates[runs++].promise;
    });
    const first = run();
    const during = [run(), run(), run()];
    gates[0].open();
    await Promise.resolve();
    gates[1].open();
    await Promise.all([first, ...during]);
    expect(runs).toBe(2);
  });

  it("starts a fresh run for a call after the last one finished", async () => {
    let runs = 0;
    const run = coalesce(async () => {
      runs++;
    });
    await run();
    await run();
    expect(runs).toBe(2);
  });

  it("lets a failed run reject its callers and keeps working afterwards", async () => {
    let fail = true;
    const run = coalesce(async () => {
      if (fail) throw new Error("SMTP down");
    });
    await expect(run()).rejects.toThrow("SMTP down");
    fail = false;
    await expect(run()).resolves.toBeUndefined();
  });
});
