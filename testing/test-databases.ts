// Test-only: the databases every database test runs against. PGlite always, on a worker thread as the site runs it;
// real PostgreSQL too when TEST_DATABASE_URL is set (each suite gets a fresh database there, dropped afterwards).
// PGlite on this thread (the migration and outbox commands open it so) answers the same SQL from the same engine: its
// own tests are lib/platform/db/pglite-thread.test.ts, scripts/db-migrate.test.ts and scripts/outbox.test.ts, and
// running every suite on it too cost a third of the database suites' time (docs/decisions/0007-the-suite-on-two-cores.md).
// A concurrency test on PGlite uses one handle twice: it proves nothing about two connections, only PostgreSQL does.
import { openTestPglite } from "@/testing/pglite-template";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";

export type TestDriver = { name: "pglite-worker" | "postgres"; open: () => Promise<DatabaseHandle> };

export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [{ name: "pglite-worker", open: () => openTestPglite({ pgliteWorker: true }) }];
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
