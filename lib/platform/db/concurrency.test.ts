import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { testDrivers } from "@/testing/test-databases";

// Several requests use the database at once. Whatever the driver (PGlite on this thread, PGlite behind the worker,
// PostgreSQL's pool of connections), each must see only its own transaction's uncommitted rows, a rolled-back
// transaction must leave nothing, and concurrent statements must never get each other's answers: what a single
// database session shared by several connections without a lock gets wrong.
// On PGlite (either driver) the two "connections" below are one handle taking turns, so these tests show only that
// the turns do not mix; the race itself is proved on PostgreSQL alone (TEST_DATABASE_URL; npm test says whether it
// ran there).

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The rows of an execute() result, which the Database type leaves unknown (each driver's own result type). */
const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const owners = (result: unknown) => rowsOf(result).map((row) => String(row.owner));

class ChangedMyMind extends Error {
  constructor(readonly seen: string[]) {
    super("rolled back on purpose");
  }
}

describe.each(testDrivers())("concurrent use of the database on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.execute(sql`create table concurrency_probe (id serial primary key, owner text not null unique)`);
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(() => handle.db.execute(sql`delete from concurrency_probe`));

  const committed = async () =>
    owners(await handle.db.execute(sql`select owner from concurrency_probe order by owner`));

  it("two concurrent transactions, one rolled back: neither sees the other's uncommitted row, and only the committed one stays", async () => {
    let aWrote!: () => void;
    const aInside = new Promise<void>((resolve) => (aWrote = resolve));
    // Wrapped: a promise resolved with a promise would wait for it, and on PGlite that one waits for A.
    let othersAsked!: (others: { answered: Promise<unknown> }) => void;
    const others = new Promise<{ answered: Promise<unknown> }>((resolve) => (othersAsked = resolve));
    const a = handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into concurrency_probe (owner) values ('a')`);
        aWrote();
        const { answered } = await others;
        // On PostgreSQL the other transaction and the read run on connections of their own while A holds its row: A
        // waits for their answers. On PGlite they wait for A's turn on the one session, so no answer can come first:
        // a fixed 100 ms is the only way to give them the time they would run in, were they not kept apart.
        await (name === "postgres" ? answered : sleep(100));
        throw new ChangedMyMind(owners(await tx.execute(sql`select owner from concurrency_probe order by owner`)));
      })
      .catch((error: unknown) => error);
    await aInside;
    const b = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into concurrency_probe (owner) values ('b')`);
      return owners(await tx.execute(sql`select owner from concurrency_probe order by owner`));
    });
    const meanwhile = committed();
    othersAsked({ answered: Promise.allSettled([b, meanwhile]) });

    const rolledBack = await a;
    expect(rolledBack).toBeInstanceOf(ChangedMyMind);
    // Its own row; B's too on PostgreSQL, where B committed meanwhile (read committed); never on a single session.
    expect((rolledBack as ChangedMyMind).seen).toEqual(name === "postgres" ? ["a", "b"] : ["a"]);
    expect(await b).toEqual(["b"]);
    expect(await meanwhile).not.toContain("a");
    expect(await committed()).toEqual(["b"]);
  });

  it("a transaction that fails on a constraint rolls back alone while others commit", async () => {
    await handle.db.execute(sql`insert into concurrency_probe (owner) values ('taken')`);
    const attempts = await Promise.allSettled(
      ["one", "two", "three", "four"].map((owner, i) =>
        handle.db.transaction(async (tx) => {
          await tx.execute(sql`insert into concurrency_probe (owner) values (${owner})`);
          await sleep(10);
          // The second one clashes with 'taken' after writing its own row.
          if (i === 1) await tx.execute(sql`insert into concurrency_probe (owner) values ('taken')`);
        }),
      ),
    );
    expect(attempts.map((attempt) => attempt.status)).toEqual(["fulfilled", "rejected", "fulfilled", "fulfilled"]);
    expect(await committed()).toEqual(["four", "one", "taken", "three"]);
  });

  it("concurrent statements, large and small, each get their own answer", async () => {
    // Distinct statements with parameters of up to 300 kB: a message that long reaches the server in several
    // pieces, the moment another connection's statement could slip in on a shared session.
    const answers = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const text = String(i % 10).repeat(i % 2 ? 300_000 : 10);
        const rows = rowsOf(
          await handle.db.execute(
            sql`select ${i}::int as n, length(${text}::text) as size, ${sql.raw(String(i))}::int as statement`,
          ),
        );
        return { i, row: rows[0], size: text.length };
      }),
    );
    for (const { i, row, size } of answers) expect(row).toEqual({ n: i, size, statement: i });
  });
});
