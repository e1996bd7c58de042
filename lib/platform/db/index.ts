import "server-only";
import { env } from "@/lib/platform/env";
import { openDatabase, type Database } from "./client";
import { holdPgliteFolder } from "./pglite-lock";
import { sharedDatabase, type DatabaseSlot } from "./shared";

const globalForDb = globalThis as typeof globalThis & { leadflowDb?: DatabaseSlot };

/**
 * The app's database, opened and migrated on first use and shared by every request of this process; opened again
 * on the next use after it failed to open or an embedded database stopped by itself (lib/platform/db/shared.ts).
 */
export function getDb(): Promise<Database> {
  globalForDb.leadflowDb ??= {};
  return sharedDatabase(globalForDb.leadflowDb, () => {
    // The commands refuse to open the folder while this server holds it (lib/platform/db/pglite-lock.ts).
    if (!env.database.url) holdPgliteFolder(env.database.pgliteDir);
    return openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir, pgliteWorker: true });
  });
}

export type { Database } from "./client";
