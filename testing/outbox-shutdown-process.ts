// Test-only: an app instance's outbox as a process of its own, for the SIGTERM drill (lib/platform/outbox/shutdown.test.ts):
//   tsx testing/outbox-shutdown-process.ts <database URL> <SMTP URL>
// Runs the loop as lib/server/app-jobs.ts does, and an after-answer drain every 100 ms as a busy site's writes would,
// both on this process's shutdown; on SIGTERM, a listener standing for Next's waits for the after-answer work, then
// exits. SMTP timeouts and the mail deadline are a minute: only the shutdown can end a hung send here. Prints
// "looping" once started.
import { openDatabase } from "@/lib/platform/db/client";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import {
  drainLane,
  laneDrains,
  laneTasks,
  outboxLanes,
  processShutdown,
  startLoop,
  stopOnSignals,
} from "@/lib/platform/outbox";
import { noteTemplates } from "./outbox-note";

const MINUTE = 60_000;

async function main() {
  const [database, smtpUrl] = process.argv.slice(2);
  const handle = await openDatabase({ url: database });
  const timeouts = { connectionMs: MINUTE, greetingMs: MINUTE, socketMs: MINUTE };
  const handlers = {
    email: emailJobHandler(
      createMailer({ smtpUrl, from: "LeadFlow <no-reply@leadflow.example>", dir: "unused", timeouts }),
      noteTemplates,
    ),
  };
  const deadlinesMs = { email: MINUTE };
  const shutdown = processShutdown();
  const afterAnswer = laneDrains(
    outboxLanes(handlers),
    (lane) =>
      drainLane(handle.db, handlers, lane, { limit: 1, deadlinesMs, signal: shutdown.stopping, cut: shutdown.cut }),
    { batchSize: 1, quiet: { sampleMs: 1, maxBusy: 1, maxWaitMs: 0 }, onError: () => undefined },
  );
  const pending = new Set<Promise<void>>();
  const writes = setInterval(() => {
    const drained = afterAnswer();
    pending.add(drained);
    void drained.finally(() => pending.delete(drained));
  }, 100);
  // Next's own listener: it runs once the loop stopped, and waits for the after-answer work before exiting.
  process.on("SIGTERM", async () => {
    await Promise.all(pending);
    clearInterval(writes);
    await handle.close();
    process.exit(0);
  });
  const loop = startLoop({
    tasks: laneTasks(async () => handle.db, handlers, { deadlinesMs, cut: shutdown.cut }),
    intervalMs: { min: 20, max: 50 },
    onError: (error) => process.stderr.write(`${String(error)}\n`),
  });
  stopOnSignals(loop, shutdown);
  process.stdout.write("looping\n");
}

void main();
