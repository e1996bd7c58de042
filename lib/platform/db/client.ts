import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PgliteThread } from "./pglite-thread";
import * as schema from "./schema";
import { registerShortWaits } from "./short-waits";
import { SHORT_DATABASE_TIMEOUTS } from "./timeouts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  driver: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Resolves if the database stops by itself (PGlite's worker failed): open a new one. */
  lost?: Promise<Error>;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "lib/platform/db/migrations");

/** Connections each instance keeps open to PostgreSQL at most (and SHORT_WAIT_POOL_SIZE more, lib/platform/db/short-waits.ts). */
export const POSTGRES_POOL_SIZE = 10;
export const SHORT_WAIT_POOL_SIZE = 3;

// Any fixed 64-bit number: instances starting together take turns at migrating.
const MIGRATION_LOCK_ID = 7_340_112_905;

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  /** A new PGlite database starts as this dump (PGlite's dumpDataDir) instead of running initdb. */
  template?: Blob;
  /** PGlite on a worker thread (lib/platform/db/pglite-thread.ts), as the app runs it, instead of on this one. */
  pgliteWorker?: boolean;
};

/** Opens Postgres when a URL is given, else PGlite in dataDir (in memory when dataDir is undefined), and migrates it. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { url, dataDir, template, pgliteWorker = false } = options;
  if (url) return openPostgres(url);
  // PGlite does not create parent folders itself.
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteWorker ? openPgliteThread(dataDir, template) : openPglite(dataDir, template);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const [{ createPool }, { drizzle }, { migrate }] = await Promise.all([
    import("./pg-pool"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = createPool(url, POSTGRES_POOL_SIZE);
  const lock = await pool.connect();
  try {
    await lock.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    await migrate(drizzle({ client: lock, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
    lock.release();
  }
  const db = drizzle({ client: pool, schema });
  // pg opens a pool's connections on first use: a process without an outbox never opens this one's.
  const shortWaitPool = createPool(url, SHORT_WAIT_POOL_SIZE, SHORT_DATABASE_TIMEOUTS);
  registerShortWaits(db, drizzle({ client: shortWaitPool, schema }));
  return {
    db,
    driver: "postgres",
    close: async () => {
      await Promise.all([pool.end(), shortWaitPool.end()]);
    },
  };
}

async function openPglite(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite({ dataDir, loadDataDir: template });
  const db = await migratedPglite(client);
  return { db, driver: "pglite", close: () => client.close() };
}

async function openPgliteThread(dataDir?: string, template?: Blob): Promise<DatabaseHandle> {
  const thread = await PgliteThread.open({ dataDir, template: template && (await template.arrayBuffer()) });
  try {
    // drizzle's PGlite driver calls only query() and transaction(), which the thread answers as PGlite would.
    const db = await migratedPglite(thread as unknown as PGlite);
    return { db, driver: "pglite", close: () => thread.close(), lost: thread.lost };
  } catch (error) {
    await thread.close();
    throw error;
  }
}

/** A new in-memory PGlite database, migrated and still empty, as the dump openDatabase's `template` takes. */
export async function emptyPgliteDump(): Promise<Blob> {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite();
  try {
    await migratedPglite(client);
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

async function migratedPglite(client: PGlite): Promise<Database> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}
