// Drill (not part of npm test): one instance cut from PostgreSQL right after its SMTP server took a mail, a second
// instance on the same database, the real lease (30 s) and the real database waits. Prints what was delivered when,
// and when the cut instance gave up writing the outcome (docs/operations.md, "Customer mail once").
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test nice -n 10 npx tsx scripts/drills/partition.ts 10 45
// Each argument is one run: the partition's length in seconds.
import { spawn, type ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/lib/platform/db/client";
import { outboxJobs } from "@/lib/platform/db/schema";
import { enqueue, LEASE_MS } from "@/lib/platform/outbox";
import { note } from "@/testing/outbox-note";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { startFakeSmtp } from "@/testing/smtp";
import { startTcpProxy } from "@/testing/tcp-proxy";

type Instance = { child: ChildProcess; lines: { at: number; text: string }[]; looping: Promise<void> };

function startInstance(databaseUrl: string, smtpUrl: string, t0: () => number): Instance {
  const child = spawn("npx", ["tsx", "testing/outbox-loop-process.ts", databaseUrl, smtpUrl, String(LEASE_MS)], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: false,
  });
  const lines: Instance["lines"] = [];
  let looped: () => void = () => undefined;
  const looping = new Promise<void>((resolve) => (looped = resolve));
  const read = (chunk: Buffer) => {
    for (const text of chunk.toString("utf8").split("\n").filter(Boolean)) {
      lines.push({ at: performance.now() - t0(), text });
      if (text === "looping") looped();
    }
  };
  child.stdout!.on("data", read);
  child.stderr!.on("data", read);
  return { child, lines, looping };
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function run(adminUrl: string, partitionMs: number) {
  const scratch = await createScratchDatabase(adminUrl);
  const direct = new URL(scratch.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(scratch.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const handle = await openDatabase({ url: scratch.url });
  let partitionedAt = 0;
  let partitionedWall = 0;
  const t0 = () => partitionedAt;
  let second: Instance | undefined;
  const deliveries: { at: number; messageId?: string }[] = [];
  const smtp = await startFakeSmtp(0, {
    // The SMTP server has the end of DATA: the first instance is cut from the database before it hears "250".
    beforeDataAnswer: async (mail) => {
      if (partitionedAt === 0) {
        proxy.stall();
        partitionedAt = performance.now();
        partitionedWall = Date.now();
        second = startInstance(scratch.url, smtp.url, t0);
      }
      deliveries.push({
        at: performance.now() - partitionedAt,
        messageId: /^Message-ID: (.+)$/im.exec(mail.raw)?.[1],
      });
    },
  });
  const first = startInstance(proxied.toString(), smtp.url, t0);
  try {
    await first.looping;
    const [{ id }] = [await enqueue(handle.db, "email", note(1), { runAt: new Date() })];
    while (partitionedAt === 0) await sleep(10);
    await sleep(partitionMs);
    proxy.restore();
    const restoredAt = performance.now() - partitionedAt;
    // Until the job is done and a lease more has passed with nothing new.
    const deadline = performance.now() + LEASE_MS * 3;
    let done = false;
    while (!done && performance.now() < deadline) {
      const [job] = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
      done = job?.status === "done";
      if (!done) await sleep(100);
    }
    await sleep(5_000);
    const [job] = await handle.db.select().from(outboxJobs).where(eq(outboxJobs.id, id!));
    const gaveUp = first.lines.find((line) => line.text.includes("giving up"));
    const firstOutcome = first.lines.find((line) => line.text.includes("writing its outcome failed") && line.at > 0);
    return {
      partitionS: partitionMs / 1000,
      restoredAtS: seconds(restoredAt),
      deliveries: deliveries.map((delivery) => ({ atS: seconds(delivery.at), messageId: delivery.messageId })),
      sameMessageId: new Set(deliveries.map((delivery) => delivery.messageId)).size === 1,
      firstGaveUpAtS: gaveUp ? seconds(gaveUp.at) : null,
      firstFailedOutcomeTryAtS: firstOutcome ? seconds(firstOutcome.at) : null,
      job: {
        status: job?.status,
        attempts: job?.attempts,
        doneAtS: job?.doneAt ? seconds(job.doneAt.getTime() - partitionedWall) : null,
      },
    };
  } finally {
    proxy.restore();
    first.child.kill("SIGKILL");
    second?.child.kill("SIGKILL");
    await handle.close();
    await smtp.close();
    await proxy.close();
    await scratch.drop();
  }
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error("Set TEST_DATABASE_URL (a PostgreSQL server where a scratch database can be created).");
  const runs = process.argv.slice(2).map(Number);
  for (const partitionS of runs.length > 0 ? runs : [10, 45]) {
    console.log(JSON.stringify({ date: new Date().toISOString(), ...(await run(adminUrl, partitionS * 1000)) }));
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
