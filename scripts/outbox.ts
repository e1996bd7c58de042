// npm run outbox -- list [--dead] [--kind K] | show ID | retry ID | retry --dead|--waiting [--kind K] | discard ID --reason TEXT
// Looks at and recovers outbox jobs with the server's settings (scripts/server-settings.ts). A retried job is due at
// once: the server's loop sends it within 10 s (with embedded PGlite, when the server starts again).
// docs/operations.md, "Commands".
import { logger, maskEmail } from "@/lib/platform/log";
import { discardJob, listJobs, OutboxCommandError, retryJobs, showJob } from "@/lib/platform/outbox";
import { maskedRecipient } from "./outbox-recipient";
import { openServerDatabase, serverSettings } from "./server-settings";

const USAGE =
  "Usage: npm run outbox -- list [--dead] [--kind K] | show ID | retry ID | retry --dead|--waiting [--kind K] | discard ID --reason TEXT";

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const jobId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** Addresses in a payload are masked on screen (docs/security.md: no full e-mail addresses in output or logs). */
const masked = (value: unknown): unknown =>
  typeof value === "string" && /^[^\s@]+@[^\s@]+$/.test(value)
    ? maskEmail(value)
    : Array.isArray(value)
      ? value.map(masked)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, masked(inner)]))
        : value;

const line = (
  job: {
    id: number;
    kind: string;
    status: string;
    attempts: number;
    nextAttemptAt: Date;
    payload: Record<string, unknown>;
    lastError: string | null;
  },
  recipient: string | null,
) =>
  [
    String(job.id).padStart(6),
    job.kind.padEnd(14),
    job.status.padEnd(8),
    `attempts ${job.attempts}`,
    job.status === "pending" ? `next ${job.nextAttemptAt.toISOString()}` : "",
    typeof job.payload.template === "string" ? `template ${job.payload.template}` : "",
    recipient ? `to ${recipient}` : "",
    job.lastError ? `error: ${job.lastError.slice(0, 80)}` : "",
  ]
    .filter(Boolean)
    .join("  ");

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command || !["list", "show", "retry", "discard"].includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  // The server's start-up lines (payments in test mode, PGlite) are for the server's log, not this command's output.
  const level = logger.level;
  logger.level = "error";
  const env = await serverSettings().finally(() => (logger.level = level));
  const handle = await openServerDatabase(env);
  try {
    if (command === "list") {
      const jobs = await listJobs(handle.db, { dead: args.includes("--dead"), kind: option(args, "--kind") });
      for (const job of jobs) console.log(line(job, await maskedRecipient(handle.db, job)));
      console.log(`${jobs.length} job(s).`);
    } else if (command === "show") {
      const id = jobId(args[0]);
      if (id === null) throw new OutboxCommandError("not_found", USAGE);
      const { job, actions } = await showJob(handle.db, id);
      const recipient = await maskedRecipient(handle.db, job);
      console.log(JSON.stringify({ ...job, recipient, payload: masked(job.payload), actions }, null, 2));
    } else if (command === "retry") {
      const id = jobId(args[0]);
      const selection = args.includes("--dead")
        ? { dead: true as const, kind: option(args, "--kind") }
        : args.includes("--waiting")
          ? { waiting: true as const, kind: option(args, "--kind") }
          : id !== null
            ? { id }
            : null;
      if (!selection) throw new OutboxCommandError("not_found", USAGE);
      const retried = await retryJobs(handle.db, selection);
      console.log(`${retried.length} job(s) due again now: ${retried.map((job) => job.id).join(", ") || "none"}.`);
    } else {
      const id = jobId(args[0]);
      const reason = option(args, "--reason");
      if (id === null || !reason) throw new OutboxCommandError("reason_required", USAGE);
      await discardJob(handle.db, id, reason);
      console.log(`Job ${id} discarded; the reason is kept with it.`);
    }
  } catch (error) {
    if (!(error instanceof OutboxCommandError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error("The outbox command failed:", error);
  process.exit(1);
});
