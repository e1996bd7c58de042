// npm run db:migrate – applies lib/db/migrations to DATABASE_URL, or to the embedded PGlite folder.
import { loadEnv } from "../lib/env";
import { openDatabase } from "../lib/db/client";

const env = loadEnv();
const handle = await openDatabase({ url: env.database.url, dataDir: env.database.pgliteDir });
console.log(`Migrations applied (${handle.driver}${handle.driver === "pglite" ? `, ${env.database.pgliteDir}` : ""}).`);
await handle.close();
