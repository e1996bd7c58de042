import "server-only";
import { env } from "@/lib/env";
import { openDatabase, type Database } from "./client";

const globalForDb = globalThis as typeof globalThis & { leadflowDb?: Promise<Database> };

/** The app's database, opened and migrated on first use and shared by every request of this process. */
export function getDb(): Promise<Database> {
  globalForDb.leadflowDb ??= openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir, pgliteWorker: true })
    .then((handle) => handle.db)
    .catch((error: unknown) => {
      globalForDb.leadflowDb = undefined; // let the next request retry instead of failing forever
      throw error;
    });
  return globalForDb.leadflowDb;
}

export type { Database } from "./client";
