// Test-only: the databases every database test runs against. PGlite always; real PostgreSQL too when
// TEST_DATABASE_URL is set (each suite gets a fresh database there, dropped afterwards).
import { randomBytes } from "node:crypto";
import { openDatabase, type DatabaseHandle } from "./client";

export type TestDriver = { name: "pglite" | "postgres"; open: () => Promise<DatabaseHandle> };

export function testDrivers(): TestDriver[] {
  const drivers: TestDriver[] = [{ name: "pglite", open: () => openDatabase({}) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) drivers.push({ name: "postgres", open: () => openFreshPostgres(adminUrl) });
  return drivers;
}

async function openFreshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const { Client } = await import("pg");
  const name = `leadflow_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
