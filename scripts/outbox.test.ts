import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { pgliteLockFile } from "@/lib/platform/db/pglite-lock";
import { openDatabase } from "@/lib/platform/db/client";
import { clients, outboxJobs } from "@/lib/platform/db/schema";
import { enqueue } from "@/lib/platform/outbox";
import { createScratchDatabase } from "@/testing/scratch-postgres";

// `npm run outbox` as a process of its own, with the server's settings from the environment.
const run = promisify(execFile);
const withoutDatabaseUrl = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATABASE_URL"));
const outbox = (args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", "scripts/outbox.ts", ...args], {
    env: { ...withoutDatabaseUrl(), NODE_ENV: "test", ...env },
  }).catch((error: { code: number; stdout: string; stderr: string }) => error);

it("refuses, in one line, a PGlite folder that a running server holds", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "leadflow-outbox-cmd-"));
  const pgliteDir = path.join(dir, "pglite");
  try {
    writeFileSync(pgliteLockFile(pgliteDir), String(process.pid)); // this test process plays the server
    const result = await outbox(["list"], { PGLITE_DIR: pgliteDir });
    expect(result).toMatchObject({ code: 3 });
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Refused: the server \(process \d+\) holds the PGlite database/),
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

(process.env.TEST_DATABASE_URL ? it : it.skip)(
  "lists, retries and discards on the server's PostgreSQL",
  async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const handle = await openDatabase({ url: scratch.url });
    try {
      const { id } = await enqueue(handle.db, "email", { template: "welcome", to: "asha@acme.example" });
      const env = { DATABASE_URL: scratch.url };
      const listed = await outbox(["list"], env);
      expect(listed.stdout).toMatch(new RegExp(`^\\s*${id}\\s+email\\s+pending.*template welcome`, "m"));
      const shown = await outbox(["show", String(id)], env);
      expect(shown.stdout).toContain('"to": "a***@acme.example"');
      expect((await outbox(["retry", String(id)], env)).stdout).toContain(`1 job(s) due again now: ${id}.`);
      expect(await outbox(["discard", String(id)], env)).toMatchObject({ code: 1 }); // no reason given
      expect((await outbox(["discard", String(id), "--reason", "sent by hand"], env)).stdout).toContain(
        `Job ${id} discarded`,
      );
      expect((await outbox(["list"], env)).stdout).toContain("0 job(s).");
    } finally {
      await handle.close();
      await scratch.drop();
    }
  },
  120_000,
);

(process.env.TEST_DATABASE_URL ? it : it.skip)(
  "names a welcome job's masked recipient, prints nothing before its answer, and makes waiting jobs due with --waiting",
  async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
    const handle = await openDatabase({ url: scratch.url });
    try {
      const [client] = await handle.db
        .insert(clients)
        .values({
          clientIdentifier: "outbox-cmd",
          clientName: "Acme",
          contactName: "Asha Rao",
          contactEmail: "asha.rao@acme.example",
          contactPhone: "+919876543210",
          countryCode: "US",
          currencyCode: "USD",
          planId: 2,
          billingCycle: "Monthly",
          apiKeyHash: "outbox-cmd",
        })
        .returning();
      // A welcome mail waiting on its backoff after an SMTP outage.
      const { id } = await enqueue(handle.db, "email", { template: "welcome", clientId: client.id });
      await handle.db
        .update(outboxJobs)
        .set({ attempts: 6, lastError: "connect ECONNREFUSED", nextAttemptAt: new Date(Date.now() + 600_000) });
      // As a production server's settings are (a sandbox says so in the server's log at start, not here).
      const env = { DATABASE_URL: scratch.url, NODE_ENV: "production", PAYMENTS_SANDBOX: "true" };
      const shown = await outbox(["show", String(id)], env);
      expect(shown.stdout.trimStart().startsWith("{\n")).toBe(true);
      expect(JSON.parse(shown.stdout)).toMatchObject({ id, recipient: "a***@acme.example" });
      expect(shown.stdout).not.toMatch(/Payments are|asha\.rao/);
      const listed = await outbox(["list"], env);
      expect(listed.stdout.split("\n")[0]).toMatch(
        new RegExp(`^\\s*${id}\\s+email\\s+pending.*to a\\*\\*\\*@acme\\.example`),
      );

      expect((await outbox(["retry", "--waiting"], env)).stdout).toContain(`1 job(s) due again now: ${id}.`);
      const [job] = await handle.db.select().from(outboxJobs);
      expect(job.attempts).toBe(0);
      expect(job.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      await handle.close();
      await scratch.drop();
    }
  },
  120_000,
);
