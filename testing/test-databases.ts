// Test-only: the databases every database test runs against. PGlite always, on this thread and on a worker thread
// as the app runs it; real PostgreSQL too when TEST_DATABASE_URL is set (each suite gets a fresh database there,
// dropped afterwards). A concurrency test on PGlite uses one handle twice: it proves nothing about two connections,
// only PostgreSQL does.
import { openTestPglite } from "@/testing/pglite-template";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";

export type TestDriver = { name: "pglite" | "pglite-worker" | "postgres"; open: () => Promise<DatabaseHandle> };

export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [
    { name: "pglite", open: () => openTestPglite() },
    { name: "pglite-worker", open: () => openTestPglite({ pgliteWorker: true }) },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) drivers.push({ name: "postgres", open: () => openFreshPostgres(adminUrl) });
  return drivers;
}

async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchDatabase(adminUrl);
  const handle = await openDatabase({ url: scratch.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}
