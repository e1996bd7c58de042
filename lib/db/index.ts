import "server-only";
import { env } from "@/lib/env";
import { openDatabase, type Database } from "./client";

const globalForDb = globalThis as typeof globalThis & { leadflowDb?: Promise<Database> };

/**
 * The app's database, opened and migrated on first use and shared by every request of this process; opened again
 * on the next use after an embedded database stopped by itself.
 */
export function getDb(): Promise<Database> {
  if (globalForDb.leadflowDb) return globalForDb.leadflowDb;
  const opening: Promise<Database> = openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir, pgliteWorker: true })
    .then((handle) => {
      void handle.lost?.then(() => forget(opening));
      return handle.db;
    })
    .catch((error: unknown) => {
      forget(opening); // let the next request retry instead of failing forever
      throw error;
    });
  globalForDb.leadflowDb = opening;
  return opening;
}

function forget(database: Promise<Database>) {
  if (globalForDb.leadflowDb === database) globalForDb.leadflowDb = undefined;
}

export type { Database } from "./client";
