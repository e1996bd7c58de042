// npm run db:migrate – applies lib/platform/db/migrations to DATABASE_URL, or to the embedded PGlite folder.
import { loadEnv } from "@/lib/platform/env";
import { openDatabase } from "@/lib/platform/db/client";

// A function, not top-level await: tsx runs this package's .ts files as CommonJS.
async function main() {
  const env = loadEnv();
  const handle = await openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir });
  console.log(
    `Migrations applied (${handle.driver}${handle.driver === "pglite" ? `, ${env.database.pgliteDir}` : ""}).`,
  );
  await handle.close();
}

main().catch((error: unknown) => {
  console.error("Migrating failed:", error);
  process.exit(1);
});
