// Test-only: one database reached through two separate connections (two pools on PostgreSQL), to test
// what happens when two app instances work at once. PGlite is single-connection, so both sides share it.
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";

export type ConnectionPair = { name: "pglite" | "postgres"; first: DatabaseHandle; second: DatabaseHandle; close: () => Promise<void> };
export type PairDriver = { name: "pglite" | "postgres"; open: () => Promise<ConnectionPair> };

export function pairDrivers(): PairDriver[] {
  const drivers: PairDriver[] = [{ name: "pglite", open: openPglitePair }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) drivers.push({ name: "postgres", open: () => openPostgresPair(adminUrl) });
  return drivers;
}

async function openPglitePair(): Promise<ConnectionPair> {
  const handle = await openDatabase({});
  return { name: "pglite", first: handle, second: handle, close: handle.close };
}

async function openPostgresPair(adminUrl: string): Promise<ConnectionPair> {
  const { Client } = await import("pg");
  const name = `leadflow_pair_${process.pid}_${randomBytes(4).toString("hex")}`;
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
  const first = await openDatabase({ url: url.toString() });
  const second = await openDatabase({ url: url.toString() });
  return {
    name: "postgres",
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await admin(async (client) => {
        // pool.end() resolves before the server has seen every backend go; forcing the drop then would kill a
        // closing connection, whose pool has no error listener: an unhandled error in whichever test runs next.
        for (let i = 0; i < 50; i++) {
          const { rows } = await client.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
