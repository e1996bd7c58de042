// Test-only: an empty PostgreSQL database of its own on the TEST_DATABASE_URL server, for a test that must reach it
// by URL (e.g. through a TCP proxy). drop() waits for its connections to go, then removes it.
import { randomBytes } from "node:crypto";

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const { Client } = await import("pg");
  const name = `leadflow_scratch_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = async (run: (client: InstanceType<typeof Client>) => Promise<unknown>) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await run(client);
    } finally {
      await client.end();
    }
  };
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      admin(async (client) => {
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [
            name,
          ]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
