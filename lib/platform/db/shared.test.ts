import type { Database, DatabaseHandle } from "./client";
import { sharedDatabase, type DatabaseSlot } from "./shared";

/** Handles whose `lost` the test settles; each one's db is a distinct object. */
function fakeOpener() {
  const opened: { db: Database; lose: () => void }[] = [];
  let failNext = false;
  const open = async (): Promise<DatabaseHandle> => {
    if (failNext) {
      failNext = false;
      throw new Error("cannot open");
    }
    let lose!: () => void;
    const lost = new Promise<Error>((resolve) => (lose = () => resolve(new Error("lost"))));
    const db = { n: opened.length } as unknown as Database;
    opened.push({ db, lose });
    return { db, driver: "pglite", close: async () => undefined, lost };
  };
  return { open, opened, failNextOpen: () => (failNext = true) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("sharedDatabase", () => {
  it("opens once for every caller, also for callers that ask while it is opening", async () => {
    const slot: DatabaseSlot = {};
    const { open, opened } = fakeOpener();
    const [a, b] = await Promise.all([sharedDatabase(slot, open), sharedDatabase(slot, open)]);
    expect(await sharedDatabase(slot, open)).toBe(a);
    expect(b).toBe(a);
    expect(opened).toHaveLength(1);
  });

  it("tries again on the next use after opening failed", async () => {
    const slot: DatabaseSlot = {};
    const { open, opened, failNextOpen } = fakeOpener();
    failNextOpen();
    await expect(sharedDatabase(slot, open)).rejects.toThrow("cannot open");
    await expect(sharedDatabase(slot, open)).resolves.toBe(opened[0].db);
  });

  it("opens a new database on the next use after the shared one was lost, and an old loss does not drop the new one", async () => {
    const slot: DatabaseSlot = {};
    const { open, opened } = fakeOpener();
    const first = await sharedDatabase(slot, open);
    opened[0].lose();
    await settle();
    const second = await sharedDatabase(slot, open);
    expect(second).not.toBe(first);
    expect(opened).toHaveLength(2);

    opened[0].lose(); // settled already: nothing changes
    await settle();
    expect(await sharedDatabase(slot, open)).toBe(second);
  });
});
