import { logger } from "@/lib/platform/log";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { uniqueViolation } from "@/lib/accounts/companies/db-errors";
import { PgliteThread } from "./pglite-thread";

describe("PgliteThread (PGlite on a worker thread)", () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open();
    await thread.query("create table items (id serial primary key, name text not null unique, at timestamptz)");
  }, 60_000);
  afterAll(() => thread.close());

  const names = async () =>
    (await thread.query<{ name: string }>("select name from items order by id")).rows.map((row) => row.name);

  it("answers queries with rows, fields and affected rows, in either row mode", async () => {
    const inserted = await thread.query("insert into items (name, at) values ($1, $2), ($3, $2)", [
      "a",
      "2026-11-26T10:00:00Z",
      "b",
    ]);
    expect(inserted.affectedRows).toBe(2);
    const objects = await thread.query<{ name: string; at: Date }>("select name, at from items where name = $1", ["a"]);
    expect(objects.rows).toEqual([{ name: "a", at: new Date("2026-11-26T10:00:00Z") }]);
    expect(objects.fields.map((field) => field.name)).toEqual(["name", "at"]);
    const arrays = await thread.query("select name from items where name = $1", ["b"], { rowMode: "array" });
    expect(arrays.rows).toEqual([["b"]]);
  });

  it("keeps timestamps as PostgreSQL's text for parsers that keep the text (drizzle's), and refuses any other", async () => {
    const keepText = (value: string) => value;
    const { rows } = await thread.query<{ at: unknown }>("select at from items where name = 'a'", [], {
      parsers: { 1184: keepText },
    });
    expect(rows[0].at).toBe("2026-11-26 10:00:00+00");
    await expect(thread.query("select 1", [], { parsers: { 1184: (value) => new Date(value) } })).rejects.toThrow(
      /Only parsers that keep the text/,
    );
  });

  it("passes PostgreSQL's error fields through, so a unique violation names its constraint", async () => {
    const error = await thread.query("insert into items (name) values ('a')").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", message: expect.stringContaining("duplicate key") });
    expect(uniqueViolation(error)).toBe("items_name_key");
  });

  it("runs a transaction alone: queries asked meanwhile wait for its end, those asked before it run first", async () => {
    let insideTransaction!: () => void;
    const started = new Promise<void>((resolve) => (insideTransaction = resolve));
    let askedMeanwhile!: () => void;
    const asked = new Promise<void>((resolve) => (askedMeanwhile = resolve));
    let answeredMeanwhile = false;
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    const before = thread.query("insert into items (name) values ('before')");
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('in transaction')");
      insideTransaction();
      await asked;
      // The worker answers in the order it is asked: a query asked meanwhile, were it not held back, has been sent by
      // the next turn of the event loop, and is answered (and its caller told, a turn later) before this count.
      await nextTurn();
      const { rows } = await tx.query<{ count: number }>("select count(*)::int as count from items");
      await nextTurn();
      return { count: rows[0].count, answeredMeanwhile };
    });
    await started;
    const meanwhile = names().then((rows) => ((answeredMeanwhile = true), rows));
    askedMeanwhile();

    expect(await transaction).toEqual({ count: 4, answeredMeanwhile: false });
    await before;
    expect(await meanwhile).toEqual(["a", "b", "before", "in transaction"]);
  });

  it("rolls a transaction back when its callback throws, and the error reaches the caller", async () => {
    const failed = thread.transaction(async (tx) => {
      await tx.query("insert into items (name) values ('rolled back')");
      throw new Error("changed my mind");
    });
    await expect(failed).rejects.toThrow("changed my mind");
    expect(await names()).not.toContain("rolled back");
    // The connection is usable afterwards, outside any transaction.
    await thread.query("insert into items (name) values ('after')");
    expect(await names()).toContain("after");
  });

  it("refuses queries once closed", async () => {
    const other = await PgliteThread.open();
    let lost = false;
    void other.lost.then(() => (lost = true));
    await other.close();
    await expect(other.query("select 1")).rejects.toThrow(/database worker stopped/);
    // Closed on purpose: not lost. The worker's exit was handled before close() resolved (Node resolves terminate()
    // from an exit listener added after the thread's own), so `lost` would have resolved by now.
    expect(lost).toBe(false);
  }, 60_000);

  it("says when the worker stops by itself: the query in flight and every later one fail, and `lost` resolves", async () => {
    const errors = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const dying = await PgliteThread.over(new Worker(path.resolve("testing/failing-pglite-worker.mjs")));
      await expect(dying.query("select 1")).rejects.toThrow("The database worker stopped (exit code 3).");
      await expect(dying.lost).resolves.toMatchObject({ message: "The database worker stopped (exit code 3)." });
      await expect(dying.query("select 1")).rejects.toThrow(/stopped/);
      expect(errors).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("The embedded database stopped"));
    } finally {
      errors.mockRestore();
    }
  });

  it("rejects open when PGlite cannot start, instead of waiting forever", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
    const notADirectory = path.join(dir, "file");
    writeFileSync(notADirectory, "not a database");
    try {
      await expect(PgliteThread.open({ dataDir: notADirectory })).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("does not keep a process alive once it has no query to answer", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pglite-thread-"));
    const script = path.join(dir, "query-and-leave.mts");
    writeFileSync(
      script,
      `import module from ${JSON.stringify(path.resolve("lib/platform/db/pglite-thread.ts"))};
      const thread = await module.PgliteThread.open();
      console.log(JSON.stringify((await thread.query("select 41 + 1 as answer")).rows));`,
    );
    try {
      // A plain Node process (without Jest's NODE_OPTIONS), as the server runs; it never closes the thread. A kept-alive
      // process would run into the timeout; 90 s because opening PGlite alone took over 30 s on a busy machine.
      const child = spawnSync(process.execPath, ["--import", "tsx", script], {
        encoding: "utf8",
        timeout: 90_000,
        env: { ...process.env, NODE_OPTIONS: "" },
      });
      expect(child.stdout.trim()).toBe('[{"answer":42}]');
      expect(child.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
