// Test-only: an app instance's outbox loop as a process of its own, for the crash drill (lib/platform/outbox/faults-loop.test.ts)
// to kill with SIGKILL mid-send:
//   tsx testing/outbox-loop-process.ts <database URL or PGlite folder> <SMTP URL> <lease ms>
// Mails every "email" job through the SMTP server as a short note to payload.to; prints "looping" once started.
import { openDatabase } from "@/lib/platform/db/client";
import { emailJobHandler } from "@/lib/platform/mail/job";
import { createMailer } from "@/lib/platform/mail/transport";
import { laneTasks, startLoop } from "@/lib/platform/outbox";
import { noteTemplates } from "./outbox-note";

async function main() {
  const [database, smtpUrl, leaseMs] = process.argv.slice(2);
  const handle = await openDatabase(database.includes("://") ? { url: database } : { dataDir: database });
  const handlers = {
    email: emailJobHandler(
      createMailer({ smtpUrl, from: "LeadFlow <no-reply@leadflow.example>", dir: "unused" }),
      noteTemplates,
    ),
  };
  startLoop({
    tasks: laneTasks(async () => handle.db, handlers, { leaseMs: Number(leaseMs) }),
    intervalMs: { min: 20, max: 50 },
    onError: (error) => process.stderr.write(`${String(error)}\n`),
  });
  process.stdout.write("looping\n");
}

void main();
