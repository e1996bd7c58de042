import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { enqueue } from "@/lib/platform/outbox";
import { openTestPglite } from "@/testing/pglite-template";

// The cron route with CRON_SECRET set: the wrong secret gets 401 and runs nothing; the right one runs what is due.
const SECRET = "cron-secret-for-the-route-test-0123";
const mailDir = mkdtempSync(path.join(tmpdir(), "leadflow-cron-mail-"));
process.env.CRON_SECRET = SECRET;
process.env.MAIL_DIR = mailDir;
delete process.env.SMTP_URL;

let handle: DatabaseHandle;
let route: typeof import("./route");
beforeAll(async () => {
  handle = await openTestPglite();
  // The app's shared database (lib/platform/db/index.ts) is this test's.
  (globalThis as { leadflowDb?: { database?: Promise<unknown> } }).leadflowDb = {
    database: Promise.resolve(handle.db),
  };
  route = await import("./route");
}, 60_000);
afterAll(async () => {
  await handle.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const call = (authorization?: string) =>
  route.GET(
    new NextRequest("http://127.0.0.1:3000/api/cron/outbox", {
      headers: authorization ? { authorization } : {},
    }),
    {} as never,
  );

it("answers 401 to a wrong or missing secret and runs nothing", async () => {
  const { id } = await enqueue(handle.db, "email", {
    template: "contact",
    name: "Asha Rao",
    email: "asha@acme.example",
    subject: "Hello",
    message: "A demo please.",
    to: "inbox@leadflow.example",
    messageId: 1,
  });
  for (const authorization of [
    undefined,
    `Bearer ${SECRET}x`,
    `Bearer ${SECRET.slice(1)}`,
    SECRET,
    "Bearer undefined",
  ]) {
    const response = await call(authorization);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, code: "unauthorized", error: "Unauthorized" });
  }
  const [job] = await handle.db.select().from(outboxJobs);
  expect(job).toMatchObject({ id, attempts: 0, status: "pending" });
});

it("answers 200 to the right secret and runs the due jobs", async () => {
  const response = await call(`Bearer ${SECRET}`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ success: true, claimed: 1 });
  const [job] = await handle.db.select().from(outboxJobs);
  expect(job).toMatchObject({ attempts: 1, status: "done" });
  expect(readdirSync(mailDir)).toHaveLength(1);
});
