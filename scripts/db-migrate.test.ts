import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";

const run = promisify(execFile);

// `npm run db:migrate` as a newcomer runs it: tsx on the script, a real PGlite folder, twice (the second run finds
// nothing to do).
describe("npm run db:migrate", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "leadflow-migrate-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("migrates the embedded database and can run again", async () => {
    // The embedded database, and none of Jest's Node options.
    const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DIR: path.join(dir, "pglite") };
    delete env.DATABASE_URL;
    delete env.NODE_OPTIONS;
    for (let i = 0; i < 2; i++) {
      const { stdout } = await run("node_modules/.bin/tsx", ["scripts/db-migrate.ts"], { env });
      expect(stdout).toContain(`Migrations applied (pglite, ${env.PGLITE_DIR}).`);
    }
    const db = new PGlite(path.join(dir, "pglite"));
    try {
      const { rows } = await db.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = 'public'",
      );
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(["clients", "client_users", "outbox_jobs", "contact_messages"]),
      );
    } finally {
      await db.close();
    }
  }, 180_000); // two initdb-and-migrate runs of PGlite in fresh processes: a minute each on a busy 2-core machine
});
