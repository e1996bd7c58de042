// The settings the server runs with, for the commands (`npm run outbox`, `npm run data-deletion`): the same .env files
// Next loads for `next start` (production) over the shell's environment, read by lib/platform/env; and the database opened only
// when no running server holds the PGlite folder (lib/platform/db/pglite-lock.ts).
import { loadEnvConfig } from "@next/env";
import { openDatabase, type DatabaseHandle } from "@/lib/platform/db/client";
import { pgliteFolderRefusal } from "@/lib/platform/db/pglite-lock";

export async function serverSettings() {
  loadEnvConfig(process.cwd(), process.env.NODE_ENV !== "production" && process.env.NODE_ENV !== undefined);
  const { loadEnv } = await import("@/lib/platform/env");
  return loadEnv();
}

/** The server's database, or exits with one line when a running server holds its PGlite folder. */
export async function openServerDatabase(env: Awaited<ReturnType<typeof serverSettings>>): Promise<DatabaseHandle> {
  if (!env.database.url) {
    const refusal = pgliteFolderRefusal(env.database.pgliteDir);
    if (refusal) {
      console.error(refusal);
      process.exit(3);
    }
  }
  return openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir });
}
