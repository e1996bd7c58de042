import { healthReporter } from "./health";

describe("healthReporter", () => {
  it("reports a database going away once, and its return once", () => {
    const report = healthReporter();
    const down = { ok: false as const, error: new Error("starting") };
    expect(report({ ok: true })).toBeNull();
    expect(report(down)).toMatchObject({
      level: "error",
      message: "Health check: the database is unavailable",
      error: down.error,
    });
    expect(report(down)).toBeNull();
    expect(report(down)).toBeNull();
    expect(report({ ok: true })).toEqual({ level: "info", message: "Health check: the database is available again" });
    expect(report({ ok: true })).toBeNull();
    expect(report(down)).toMatchObject({ level: "error" });
  });
});
