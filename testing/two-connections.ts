// Test-only: one database reached through two separate connections (two pools on PostgreSQL), to test
// what happens when two app instances work at once. PGlite is single-connection, so both sides share it.
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import { openTestPglite } from "./pglite-template";
import { createScratchDatabase } from "./scratch-postgres";

export type ConnectionPair = {
  name: "pglite" | "postgres";
  first: DatabaseHandle;
  second: DatabaseHandle;
  close: () => Promise<void>;
};
export type PairDriver = { name: "pglite" | "postgres"; open: () => Promise<ConnectionPair> };

export function pairDrivers(): PairDriver[] {
  const drivers: PairDriver[] = [{ name: "pglite", open: openPglitePair }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) drivers.push({ name: "postgres", open: () => openPostgresPair(adminUrl) });
  return drivers;
}

async function openPglitePair(): Promise<ConnectionPair> {
  const handle = await openTestPglite();
  return { name: "pglite", first: handle, second: handle, close: handle.close };
}

async function openPostgresPair(adminUrl: string): Promise<ConnectionPair> {
  const scratch = await createScratchDatabase(adminUrl);
  const first = await openDatabase({ url: scratch.url });
  const second = await openDatabase({ url: scratch.url });
  return {
    name: "postgres",
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await scratch.drop();
    },
  };
}
